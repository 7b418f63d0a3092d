//! Saloon's public face: what the whole table sees (the phones' page). Pure.
//!
//! Deputy keeps no card of anyone's hand, so everything in its books is public: the KO
//! points and tracks, the statuses, who attacks, who is knocked out and the draws owed.

use serde::Serialize;

use crate::core::message::Message;
use crate::core::public::{Face, Figure, Meter, PlayerFace, Public, Seat, Spotlight, Tag, Tone};

use super::rules::{MAX_KO, Saloon, SaloonSetup, SaloonState, Status};

/// One brawler as the whole table sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BrawlerView {
    /// Name, colour and badge.
    #[serde(flatten)]
    pub seat: Seat,
    /// KO points, 0 (knocked out) to 10.
    pub ko: u8,
    /// The statuses carried.
    pub statuses: Vec<Status>,
    /// Knocked out, and in which order (1 for the first to fall).
    pub knocked_out: Option<usize>,
}

/// The draws the last aggressor owes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DrawView {
    /// Who draws.
    pub brawler: usize,
    /// How many cards.
    pub cards: u8,
}

/// Saloon's public view (the `view` of the page's events for `"game": "saloon"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SaloonView {
    /// The turn, from 1.
    pub turn: u32,
    /// Who attacks (or plays an event, or gives a card) now.
    pub aggressor: usize,
    /// Whether the aggressor's status keeps him from attacking this turn (stunned,
    /// cannot attack, distracted): the page then says whose turn it is, not "attacks".
    pub barred: bool,
    /// Whether the brawl is over.
    pub over: bool,
    /// The last brawler standing, once it is over.
    pub winner: Option<usize>,
    /// The draws owed after the last blow.
    pub draw: Option<DrawView>,
    /// The brawlers, in seating order.
    pub players: Vec<BrawlerView>,
}

impl Public for Saloon {
    type View = SaloonView;

    fn public(setup: &SaloonSetup, state: &SaloonState, _peek: bool) -> SaloonView {
        saloon_view(setup, state)
    }

    fn face(view: &SaloonView) -> Face {
        saloon_face(view)
    }
}

/// Saloon's public view of `state`.
#[must_use]
pub fn saloon_view(setup: &SaloonSetup, state: &SaloonState) -> SaloonView {
    SaloonView {
        turn: state.turn,
        aggressor: state.aggressor,
        barred: state.attack_barred().is_some(),
        over: state.is_over(),
        winner: state.over.flatten(),
        draw: state.draw.map(|d| DrawView {
            brawler: d.brawler,
            cards: d.cards,
        }),
        players: state
            .brawlers
            .iter()
            .zip(Seat::all(&setup.seating))
            .enumerate()
            .map(|(i, (b, seat))| BrawlerView {
                seat,
                ko: b.ko.get(),
                statuses: b.statuses(),
                knocked_out: state.knock_out_place(i),
            })
            .collect(),
    }
}

/// The page's layout of Saloon's view: who attacks, very large, then every brawler's
/// KO points and track.
#[must_use]
pub fn saloon_face(view: &SaloonView) -> Face {
    let name = |i: usize| {
        view.players
            .get(i)
            .map_or_else(String::new, |p| p.seat.name.clone())
    };
    let spotlight = if view.over {
        Spotlight {
            label: Message::new("saloon-public-winner"),
            value: view.winner.map_or_else(
                || Message::new("saloon-summary-no-winner").into(),
                |w| name(w).into(),
            ),
            tone: Tone::Accent,
        }
    } else {
        Spotlight {
            label: Message::new(if view.barred {
                "saloon-public-no-attack"
            } else {
                "saloon-public-attacks"
            }),
            value: name(view.aggressor).into(),
            tone: Tone::Accent,
        }
    };
    let prompt = view.draw.filter(|_| !view.over).map(|d| {
        Message::new("saloon-public-draws")
            .text("name", name(d.brawler))
            .number("cards", i64::from(d.cards))
    });
    let players = view
        .players
        .iter()
        .map(|p| {
            let mut tags: Vec<Tag> = p
                .statuses
                .iter()
                .map(|s| Tag::new(Message::new(s.message_id()), Tone::Danger))
                .collect();
            if let Some(order) = p.knocked_out {
                tags.insert(
                    0,
                    Tag::new(
                        Message::new("saloon-knocked-out-tag").number("order", order as i64),
                        Tone::Danger,
                    ),
                );
            }
            PlayerFace {
                out: p.knocked_out.is_some(),
                tags,
                figures: vec![Figure::new("saloon-public-ko", p.ko)],
                meter: Some(Meter {
                    value: u32::from(p.ko),
                    max: u32::from(MAX_KO),
                }),
                ..PlayerFace::new(&p.seat)
            }
        })
        .collect();
    Face {
        status: vec![Message::new("saloon-turn").number("turn", i64::from(view.turn))],
        spotlight: Some(spotlight),
        turn: (!view.over).then_some(view.aggressor).into_iter().collect(),
        prompt,
        players,
        sections: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::journal::Journal;
    use crate::core::players::Seating;
    use crate::core::public::Text;
    use crate::games::saloon::rules::{
        AttackCard, Blow, DefenceCard, FollowUpCard, Help, HelpCard, ObjectCard, SaloonAction,
    };

    fn act(j: &mut Journal<Saloon>, blow: Blow) {
        j.act(SaloonAction::Strike(blow)).expect("a legal blow");
    }

    fn view(j: &Journal<Saloon>) -> SaloonView {
        Saloon::public(j.setup(), j.state(), false)
    }

    /// The worked example of `saloon.md`, steps 1 to 3, as the page follows it.
    #[test]
    fn the_page_follows_the_worked_example() {
        let setup = SaloonSetup {
            seating: Seating::from_names(&["A", "B", "C"]),
        };
        let mut j = Journal::<Saloon>::new(setup).expect("setup");
        let face = saloon_face(&view(&j));
        assert_eq!(face.turn, [0]);
        assert_eq!(face.players[0].meter, Some(Meter { value: 10, max: 10 }));

        // 1. A kicks B with berserker; B blocks: B at 8, B attacks next.
        act(
            &mut j,
            Blow {
                follow_up: Some(FollowUpCard::Berserker),
                defence: Some(DefenceCard::Block),
                ..Blow::new(1, AttackCard::Kick)
            },
        );
        let v = view(&j);
        assert_eq!(v.players[1].ko, 8);
        assert_eq!(v.aggressor, 1);
        let face = saloon_face(&v);
        assert_eq!(
            face.spotlight.map(|s| s.value),
            Some(Text::Plain("B".into()))
        );
        assert!(face.prompt.is_some(), "A draws their cards");

        // 2. B punches A with a chair; C holds A: A at 7.
        act(
            &mut j,
            Blow {
                object: Some(ObjectCard::Chair),
                help: Some(Help {
                    helper: 2,
                    card: HelpCard::HoldDefender,
                    dodged: false,
                }),
                ..Blow::new(0, AttackCard::Punch)
            },
        );
        // 3. A punches C with a beer barrel; C is a tough guy: C stays at 10.
        act(
            &mut j,
            Blow {
                object: Some(ObjectCard::BeerBarrel),
                defence: Some(DefenceCard::ToughGuy),
                ..Blow::new(2, AttackCard::Punch)
            },
        );
        let v = view(&j);
        let ko: Vec<u8> = v.players.iter().map(|p| p.ko).collect();
        assert_eq!(ko, [7, 8, 10]);
        assert_eq!(v.aggressor, 2);
        assert!(v.players[2].statuses.is_empty(), "the barrel did not hurt");
        let face = saloon_face(&v);
        assert_eq!(
            face.players[0].figures[0].value,
            crate::core::public::Text::from("7")
        );
        assert_eq!(face.turn, [2]);
    }

    #[test]
    fn knocked_out_brawlers_are_dimmed_in_order() {
        let setup = SaloonSetup {
            seating: Seating::from_names(&["A", "B", "C"]),
        };
        let mut j = Journal::<Saloon>::new(setup).expect("setup");
        for _ in 0..10 {
            j.act(SaloonAction::Adjust {
                brawler: 1,
                delta: -1,
            })
            .expect("a point down");
        }
        let v = view(&j);
        assert_eq!(v.players[1].knocked_out, Some(1));
        let face = saloon_face(&v);
        assert!(face.players[1].out);
        assert_eq!(face.players[1].tags[0].text.id, "saloon-knocked-out-tag");
    }

    #[test]
    fn an_aggressor_who_may_not_attack_is_not_shown_attacking() {
        let setup = SaloonSetup {
            seating: Seating::from_names(&["A", "B", "C"]),
        };
        let mut j = Journal::<Saloon>::new(setup).expect("setup");
        let label = |j: &Journal<Saloon>| saloon_face(&view(j)).spotlight.map(|s| s.label.id);
        assert_eq!(label(&j), Some("saloon-public-attacks"));
        j.act(SaloonAction::SetStatus {
            brawler: 0,
            status: crate::games::saloon::rules::Status::Stunned,
            on: true,
        })
        .expect("A stunned");
        assert!(view(&j).barred);
        assert_eq!(label(&j), Some("saloon-public-no-attack"));
    }
}
