//! Saloon's rules: the worked example of `saloon.md`, every card of the catalogue in the
//! resolver, the turn flow, the end, and property tests over random play.

mod common;

use common::kit;
use deputy::core::game::{Refusal, Rules};
use deputy::core::journal::Journal;
use deputy::core::players::Seating;
use deputy::games::saloon::rules::{
    AttackCard, Blow, DefenceCard, EventCard, FollowUpCard, Help, HelpCard, KoPoints, MAX_KO,
    ObjectCard, Saloon, SaloonAction, SaloonEvent, SaloonRefusal, SaloonSetup, SaloonState, Second,
    Status, Step,
};
use deputy::games::saloon::{SaloonGame, arbitrary_action};
use proptest::prelude::*;
use rand::RngExt;
use rand::SeedableRng;
use rand::rngs::StdRng;

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;

fn setup(names: &[&str]) -> SaloonSetup {
    SaloonSetup {
        seating: Seating::from_names(names),
    }
}

fn journal(names: &[&str]) -> Journal<Saloon> {
    Journal::<Saloon>::new(setup(names)).expect("valid setup")
}

fn act(j: &mut Journal<Saloon>, action: SaloonAction) -> Vec<SaloonEvent> {
    j.act(action.clone())
        .unwrap_or_else(|r| panic!("{action:?} refused: {r:?}"))
}

fn ko(s: &SaloonState) -> Vec<u8> {
    s.brawlers.iter().map(|b| b.ko.get()).collect()
}

/// The worked example of `saloon.md`, steps 1 to 3 (A, B and C at 10).
fn worked_example_to_step_3() -> Journal<Saloon> {
    let mut j = journal(&["A", "B", "C"]);
    // 1. A kicks B (2) with berserker (× 2 = 4); B blocks (−2): B at 8; B attacks next.
    let blow = Blow {
        follow_up: Some(FollowUpCard::Berserker),
        defence: Some(DefenceCard::Block),
        ..Blow::new(B, AttackCard::Kick)
    };
    let preview = j.state().preview(&blow).expect("a legal blow");
    assert!(preview.steps.contains(&Step::Doubled { total: 4 }));
    assert!(preview.steps.contains(&Step::Loss {
        brawler: B,
        points: 2,
        from: 10,
        to: 8
    }));
    act(&mut j, SaloonAction::Strike(blow));
    assert_eq!(ko(j.state()), [10, 8, 10]);
    assert_eq!(j.state().aggressor, B);
    // 2. B punches A with a chair (1 + 2 = 3); C holds A, who cannot defend: A at 7.
    let blow = Blow {
        object: Some(ObjectCard::Chair),
        help: Some(Help {
            helper: C,
            card: HelpCard::HoldDefender,
            dodged: false,
        }),
        ..Blow::new(A, AttackCard::Punch)
    };
    assert_eq!(
        j.act(SaloonAction::Strike(Blow {
            defence: Some(DefenceCard::Block),
            ..blow
        })),
        Err(SaloonRefusal::CannotDefend {
            name: "A".into(),
            why: "saloon-help-hold"
        }),
        "a held defender cannot defend"
    );
    act(&mut j, SaloonAction::Strike(blow));
    assert_eq!(ko(j.state()), [7, 8, 10]);
    assert_eq!(j.state().aggressor, A);
    // 3. A punches C with a beer barrel (1 + 2 = 3); C is a tough guy: C stays at 10.
    let blow = Blow {
        object: Some(ObjectCard::BeerBarrel),
        defence: Some(DefenceCard::ToughGuy),
        ..Blow::new(C, AttackCard::Punch)
    };
    act(&mut j, SaloonAction::Strike(blow));
    assert_eq!(ko(j.state()), [7, 8, 10]);
    assert!(
        !j.state().brawlers[C].cannot_attack,
        "the barrel did not hurt"
    );
    assert_eq!(j.state().aggressor, C);
    j
}

#[test]
fn the_worked_example_of_saloon_md() {
    let mut j = worked_example_to_step_3();
    // 4. C jumps from the table onto A (3), A does not defend: A at 4, stunned.
    act(
        &mut j,
        SaloonAction::Strike(Blow::new(A, AttackCard::JumpFromTable)),
    );
    let s = j.state();
    assert_eq!(ko(s), [4, 8, 10]);
    assert!(s.brawlers[A].stunned);
    assert_eq!(s.aggressor, A, "the defender attacks next");
    assert_eq!(
        s.may_attack(),
        Err(SaloonRefusal::CannotAttack {
            name: "A".into(),
            status: Status::Stunned
        })
    );
    // Undoing step 4 restores A to 7 and clears the stun.
    assert!(j.undo());
    let s = j.state();
    assert_eq!(ko(s), [7, 8, 10]);
    assert!(!s.brawlers[A].stunned);
    assert_eq!(s.aggressor, C);
}

#[test]
fn the_worked_example_reads_well_in_the_history() {
    let j = worked_example_to_step_3();
    let i18n = deputy::games::i18n(deputy::i18n::Language::En);
    let lines: Vec<String> = j.history().iter().flatten().map(|m| i18n.tr(m)).collect();
    assert!(
        lines.contains(&"Turn 1: A attacks B (Kick, Berserker: 4)".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"B: Block, 4 − 2 = 2".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"B loses 2 points: 10 to 8".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"A cannot defend (Hold the defender)".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"C: Tough guy cancels the attack (3 to 0)".to_owned()),
        "{lines:#?}"
    );
    assert!(lines.contains(&"C attacks next".to_owned()), "{lines:#?}");
}

/// The state after A (the aggressor, at 10 like everyone) strikes with `blow` among A, B,
/// C and D.
fn strike(blow: Blow) -> Result<SaloonState, SaloonRefusal> {
    let mut j = journal(&["A", "B", "C", "D"]);
    j.act(SaloonAction::Strike(blow))?;
    Ok(j.state().clone())
}

fn with(blow: Blow, f: impl FnOnce(&mut Blow)) -> Blow {
    let mut blow = blow;
    f(&mut blow);
    blow
}

fn kick_b() -> Blow {
    Blow::new(B, AttackCard::Kick)
}

#[test]
fn every_attack_card_deals_its_damage_and_status() {
    let cases: [(Blow, [u8; 4], Option<Status>); 9] = [
        (Blow::new(B, AttackCard::Punch), [10, 9, 10, 10], None),
        (kick_b(), [10, 8, 10, 10], None),
        (
            with(Blow::new(B, AttackCard::ThrowObject), |b| {
                b.object = Some(ObjectCard::Chair)
            }),
            [10, 6, 10, 10],
            None,
        ),
        (
            Blow::new(B, AttackCard::HeadButt),
            [10, 8, 10, 10],
            Some(Status::Stunned),
        ),
        (
            with(Blow::new(B, AttackCard::Roundhouse), |b| {
                b.object = Some(ObjectCard::Whiskey)
            }),
            [10, 7, 10, 10],
            None,
        ),
        (Blow::new(B, AttackCard::JumpOverBar), [9, 8, 10, 10], None),
        (
            Blow::new(B, AttackCard::JumpFromTable),
            [10, 7, 10, 10],
            Some(Status::Stunned),
        ),
        (
            Blow::new(B, AttackCard::ThroughTable),
            [10, 8, 10, 10],
            Some(Status::CannotAttack),
        ),
        (Blow::new(B, AttackCard::Spit), [10, 10, 10, 10], None),
    ];
    for (blow, expected, status) in cases {
        let s = strike(blow).unwrap_or_else(|r| panic!("{blow:?}: {r:?}"));
        assert_eq!(ko(&s), expected, "{:?}", blow.attack);
        assert_eq!(
            s.brawlers[B].statuses(),
            status.into_iter().collect::<Vec<_>>()
        );
    }
    // Spit: no parry, and the cards taken are reminded.
    let spit = Blow::new(B, AttackCard::Spit);
    assert!(
        strike(with(spit, |b| b.defence = Some(DefenceCard::Block))).is_err(),
        "no parry against spit"
    );
    let steps = journal(&["A", "B", "C"])
        .state()
        .preview(&spit)
        .expect("legal")
        .steps;
    assert!(steps.contains(&Step::SpitCards { brawler: B }));
    // Objects only where the attack takes one; a throw needs one.
    assert_eq!(
        strike(with(kick_b(), |b| b.object = Some(ObjectCard::Chair))),
        Err(SaloonRefusal::ObjectNotAllowed)
    );
    assert_eq!(
        strike(Blow::new(B, AttackCard::ThrowObject)),
        Err(SaloonRefusal::ObjectNeeded)
    );
}

#[test]
fn every_object_card_adds_its_damage_and_status() {
    let punch = |object| with(Blow::new(B, AttackCard::Punch), |b| b.object = Some(object));
    let cases = [
        (ObjectCard::BeerBarrel, 7, Some(Status::CannotAttack)),
        (ObjectCard::Whiskey, 8, None),
        (ObjectCard::Spittoon, 7, Some(Status::CannotAttack)),
        (ObjectCard::Chair, 7, None),
    ];
    for (object, expected, status) in cases {
        let s = strike(punch(object)).expect("legal");
        assert_eq!(s.brawlers[B].ko.get(), expected, "{object:?}");
        assert_eq!(
            s.brawlers[B].statuses(),
            status.into_iter().collect::<Vec<_>>()
        );
    }
    // A barrel that hurts nobody sets nothing (the tough guy of the worked example).
    let blocked = with(punch(ObjectCard::Spittoon), |b| {
        b.defence = Some(DefenceCard::ToughGuy)
    });
    assert!(
        strike(blocked).expect("legal").brawlers[B]
            .statuses()
            .is_empty()
    );
}

#[test]
fn every_follow_up_card() {
    // Berserker doubles: a kick of 2 is 4.
    let s = strike(with(kick_b(), |b| {
        b.follow_up = Some(FollowUpCard::Berserker)
    }))
    .expect("ok");
    assert_eq!(ko(&s), [10, 6, 10, 10]);
    // Cursing: the attacker draws 4 instead of 2.
    let s = strike(with(kick_b(), |b| {
        b.follow_up = Some(FollowUpCard::Cursing)
    }))
    .expect("ok");
    assert_eq!(ko(&s), [10, 8, 10, 10]);
    let draw = s.draw.expect("a draw is owed");
    assert_eq!((draw.brawler, draw.cards, draw.cursing), (A, 4, true));
    // Through the window: B hurt, A strikes once more.
    let s = strike(with(kick_b(), |b| {
        b.follow_up = Some(FollowUpCard::ThroughWindow)
    }))
    .expect("ok");
    assert_eq!((s.brawlers[B].ko.get(), s.aggressor), (8, A));
    // …but not if B lost nothing.
    let s = strike(with(kick_b(), |b| {
        b.follow_up = Some(FollowUpCard::ThroughWindow);
        b.defence = Some(DefenceCard::Block);
    }))
    .expect("ok");
    assert_eq!((s.brawlers[B].ko.get(), s.aggressor), (10, B));
    // Hat over the eyes: no defence.
    let hat = with(kick_b(), |b| b.follow_up = Some(FollowUpCard::HatOverEyes));
    assert!(matches!(
        strike(with(hat, |b| b.defence = Some(DefenceCard::Block))),
        Err(SaloonRefusal::CannotDefend { .. })
    ));
    assert_eq!(ko(&strike(hat).expect("ok")), [10, 8, 10, 10]);
    // Come here, pal: C joins with a punch; B blocks the kick (2 − 2) but not the punch.
    let pal = with(kick_b(), |b| {
        b.follow_up = Some(FollowUpCard::ComeHerePal);
        b.second = Some(Second {
            brawler: C,
            attack: Some(AttackCard::Punch),
            defence: None,
        });
        b.defence = Some(DefenceCard::Block);
    });
    assert_eq!(ko(&strike(pal).expect("ok")), [10, 9, 10, 10]);
    assert_eq!(
        strike(with(pal, |b| b.second = None)),
        Err(SaloonRefusal::SecondNeeded)
    );
    // Two at once: B and C both take the kick, C blocks it; B attacks next.
    let two = with(kick_b(), |b| {
        b.follow_up = Some(FollowUpCard::TwoAtOnce);
        b.second = Some(Second {
            brawler: C,
            attack: None,
            defence: Some(DefenceCard::Block),
        });
    });
    let s = strike(two).expect("ok");
    assert_eq!((ko(&s), s.aggressor), (vec![10, 8, 10, 10], B));
}

#[test]
fn every_help_card() {
    let help = |card, dodged| {
        with(kick_b(), move |b| {
            b.help = Some(Help {
                helper: C,
                card,
                dodged,
            })
        })
    };
    // Oops: A trips and takes his own 2; dodged, it does nothing.
    assert_eq!(
        ko(&strike(help(HelpCard::Oops, false)).expect("ok")),
        [8, 10, 10, 10]
    );
    assert_eq!(
        ko(&strike(help(HelpCard::Oops, true)).expect("ok")),
        [10, 8, 10, 10]
    );
    // Battle cry: nobody defends, the helper attacks next.
    let cry = help(HelpCard::BattleCry, false);
    assert!(strike(with(cry, |b| b.defence = Some(DefenceCard::Block))).is_err());
    let s = strike(cry).expect("ok");
    assert_eq!((ko(&s), s.aggressor), (vec![10, 8, 10, 10], C));
    // Hold the defender: no defence.
    let hold = help(HelpCard::HoldDefender, false);
    assert!(strike(with(hold, |b| b.defence = Some(DefenceCard::Block))).is_err());
    assert_eq!(ko(&strike(hold).expect("ok")), [10, 8, 10, 10]);
    // The helper is a third brawler, not one of the two fighting.
    assert_eq!(
        strike(with(kick_b(), |b| b.help = Some(Help {
            helper: B,
            card: HelpCard::HoldDefender,
            dodged: false
        }))),
        Err(SaloonRefusal::HelperIsFighter)
    );
}

#[test]
fn every_defence_card() {
    let defend = |blow: Blow, card| with(blow, |b| b.defence = Some(card));
    let chair = with(Blow::new(B, AttackCard::Punch), |b| {
        b.object = Some(ObjectCard::Chair)
    });
    let berserk = with(kick_b(), |b| b.follow_up = Some(FollowUpCard::Berserker));
    let cases = [
        (defend(kick_b(), DefenceCard::Block), [10, 10, 10, 10]),
        (defend(berserk, DefenceCard::Block), [10, 8, 10, 10]),
        (defend(chair, DefenceCard::Dodge), [10, 10, 10, 10]),
        (defend(kick_b(), DefenceCard::Dodge), [10, 8, 10, 10]),
        (
            defend(kick_b(), DefenceCard::CounterAttack),
            [8, 10, 10, 10],
        ),
        (defend(kick_b(), DefenceCard::ToughGuy), [10, 10, 10, 10]),
        (defend(berserk, DefenceCard::ToughGuy), [10, 6, 10, 10]),
        (defend(kick_b(), DefenceCard::SteelyGaze), [10, 10, 10, 10]),
        (defend(chair, DefenceCard::SteelyGaze), [10, 7, 10, 10]),
    ];
    for (blow, expected) in cases {
        assert_eq!(ko(&strike(blow).expect("legal")), expected, "{blow:?}");
    }
    // Human shield: D takes the blow and attacks next.
    let shield = with(defend(kick_b(), DefenceCard::HumanShield), |b| {
        b.shield = Some(D)
    });
    let s = strike(shield).expect("ok");
    assert_eq!((ko(&s), s.aggressor), (vec![10, 10, 10, 8], D));
    assert_eq!(
        strike(defend(kick_b(), DefenceCard::HumanShield)),
        Err(SaloonRefusal::ShieldNeeded)
    );
}

#[test]
fn every_event_card() {
    let mut j = journal(&["A", "B", "C"]);
    let event = |card, next| SaloonAction::PlayEvent {
        card,
        hit: Vec::new(),
        next,
    };
    // The table: B's kick on A breaks it and takes nothing.
    act(&mut j, event(EventCard::Table, Some(B)));
    assert!(j.state().brawlers[A].table);
    act(&mut j, SaloonAction::Strike(Blow::new(A, AttackCard::Kick)));
    assert_eq!(ko(j.state()), [10, 10, 10]);
    assert!(!j.state().brawlers[A].table, "the table is gone");
    // A is at 10: down to 5 by hand; the doctor, the pianist and a whiskey drunk heal.
    for _ in 0..5 {
        act(
            &mut j,
            SaloonAction::Adjust {
                brawler: A,
                delta: -1,
            },
        );
    }
    assert_eq!(j.state().aggressor, A, "the defender attacks next");
    act(&mut j, event(EventCard::Doctor, Some(B)));
    assert_eq!(j.state().brawlers[A].ko.get(), 7);
    assert_eq!(
        j.state().aggressor,
        B,
        "the player names the next aggressor"
    );
    act(&mut j, SaloonAction::SetAggressor { brawler: A });
    act(&mut j, event(EventCard::Pianist, Some(B)));
    assert_eq!(j.state().brawlers[A].ko.get(), 9);
    act(&mut j, SaloonAction::SetAggressor { brawler: A });
    act(&mut j, event(EventCard::Whiskey, Some(B)));
    assert_eq!(j.state().brawlers[A].ko.get(), 10);
    act(&mut j, SaloonAction::SetAggressor { brawler: A });
    act(&mut j, event(EventCard::Pianist, Some(B)));
    assert_eq!(j.state().brawlers[A].ko.get(), MAX_KO, "never above 10");
    // The can-can dancer: B, the next aggressor, cannot attack.
    act(&mut j, SaloonAction::SetAggressor { brawler: A });
    act(&mut j, event(EventCard::CanCan, Some(B)));
    assert_eq!(j.state().aggressor, B);
    assert!(matches!(
        j.state().may_attack(),
        Err(SaloonRefusal::CannotAttack {
            status: Status::Distracted,
            ..
        })
    ));
    // B gives a card to C instead: the distraction is over.
    act(&mut j, SaloonAction::GiveCard { to: C });
    assert!(!j.state().brawlers[B].distracted);
    assert_eq!(j.state().aggressor, C);
    // The barkeeper: A and B could not defend; each loses 2; from C round the table A
    // comes first and attacks next.
    act(
        &mut j,
        SaloonAction::PlayEvent {
            card: EventCard::Barkeeper,
            hit: vec![B, A],
            next: None,
        },
    );
    assert_eq!(ko(j.state()), [8, 8, 10]);
    assert_eq!(j.state().aggressor, A);
}

#[test]
fn quick_tracking_stays_between_0_and_10_and_knocks_out_at_0() {
    let mut j = journal(&["A", "B", "C"]);
    assert_eq!(
        j.act(SaloonAction::Adjust {
            brawler: B,
            delta: 1
        }),
        Err(SaloonRefusal::AlreadyFull("B".into()))
    );
    for _ in 0..9 {
        act(
            &mut j,
            SaloonAction::Adjust {
                brawler: A,
                delta: -1,
            },
        );
    }
    act(
        &mut j,
        SaloonAction::Adjust {
            brawler: A,
            delta: 1,
        },
    );
    act(
        &mut j,
        SaloonAction::Adjust {
            brawler: A,
            delta: -1,
        },
    );
    let events = act(
        &mut j,
        SaloonAction::Adjust {
            brawler: A,
            delta: -1,
        },
    );
    assert!(events.contains(&SaloonEvent::KnockedOut {
        brawler: A,
        order: 1
    }));
    assert_eq!(
        j.state().aggressor,
        B,
        "the knocked-out aggressor is replaced"
    );
    assert_eq!(
        j.act(SaloonAction::Adjust {
            brawler: A,
            delta: 1
        }),
        Err(SaloonRefusal::KnockedOut("A".into()))
    );
    assert_eq!(
        j.act(SaloonAction::Adjust {
            brawler: B,
            delta: -2
        }),
        Err(SaloonRefusal::BadDelta)
    );
    assert_eq!(KoPoints::new(11), None);
    assert!(serde_json::from_str::<KoPoints>("11").is_err());
}

#[test]
fn a_knock_out_lets_the_aggressor_play_again_and_the_last_standing_wins() {
    let mut j = journal(&["A", "B", "C"]);
    for _ in 0..8 {
        act(
            &mut j,
            SaloonAction::Adjust {
                brawler: B,
                delta: -1,
            },
        );
        act(
            &mut j,
            SaloonAction::Adjust {
                brawler: C,
                delta: -1,
            },
        );
    }
    // B and C at 2: A kicks B out and plays again.
    let events = act(&mut j, SaloonAction::Strike(kick_b()));
    assert!(events.contains(&SaloonEvent::KnockedOut {
        brawler: B,
        order: 1
    }));
    assert_eq!(j.state().aggressor, A);
    let events = act(&mut j, SaloonAction::Strike(Blow::new(C, AttackCard::Kick)));
    assert!(events.contains(&SaloonEvent::KnockedOut {
        brawler: C,
        order: 2
    }));
    assert!(events.contains(&SaloonEvent::Over { winner: Some(A) }));
    assert_eq!(j.state().knocked_out, [B, C]);
    assert_eq!(Saloon::summary(j.state()).id, "saloon-summary-won");
    assert_eq!(
        j.act(SaloonAction::Adjust {
            brawler: A,
            delta: -1
        }),
        Err(SaloonRefusal::Over)
    );
}

#[test]
fn a_stun_runs_out_at_the_end_of_the_next_turn() {
    let mut j = journal(&["A", "B", "C"]);
    act(
        &mut j,
        SaloonAction::Strike(Blow::new(B, AttackCard::HeadButt)),
    );
    assert!(j.state().brawlers[B].stunned);
    // B, stunned, plays no card: no event, only a card given.
    assert_eq!(
        j.act(SaloonAction::PlayEvent {
            card: EventCard::Doctor,
            hit: Vec::new(),
            next: Some(C)
        }),
        Err(SaloonRefusal::StunnedPlaysNoCard("B".into()))
    );
    act(&mut j, SaloonAction::GiveCard { to: C });
    assert!(!j.state().brawlers[B].stunned);
    assert_eq!(j.state().aggressor, C);
}

#[test]
fn setup_needs_three_to_six_brawlers() {
    assert!(Saloon::start(&setup(&["A", "B"])).is_err());
    assert!(Saloon::start(&setup(&["A", "B", "C", "D", "E", "F", "G"])).is_err());
    let s = Saloon::start(&setup(&["A", "B", "C", "D", "E", "F"])).expect("six");
    assert!(s.brawlers.iter().all(|b| b.ko == KoPoints::FULL));
}

#[test]
fn every_refusal_explains_itself() {
    let j = journal(&["A", "B", "C"]);
    let refusal = j
        .state()
        .preview(&Blow::new(A, AttackCard::Kick))
        .expect_err("self");
    assert_eq!(refusal, SaloonRefusal::SameBrawler);
    assert!(refusal.message().id.starts_with("saloon-refuse-"));
}

/// The game's own promises, checked after every step of random play.
fn invariants(s: &SaloonState) -> Result<(), String> {
    let standing: Vec<usize> = s.standing().collect();
    for (i, b) in s.brawlers.iter().enumerate() {
        if b.ko.get() > MAX_KO {
            return Err(format!("{} has {} KO points", b.name, b.ko.get()));
        }
        let out = s.knocked_out.contains(&i);
        if out == b.is_standing() {
            return Err(format!(
                "{}: knocked out list and KO points disagree",
                b.name
            ));
        }
        if out && !b.statuses().is_empty() {
            return Err(format!("{} is knocked out with statuses", b.name));
        }
    }
    match s.over {
        None if standing.len() <= 1 => Err("one brawler left and the brawl goes on".into()),
        Some(_) if standing.len() > 1 => Err("over with several standing".into()),
        Some(w) if w != standing.first().copied() => Err("the wrong winner".into()),
        None if !s.brawlers[s.aggressor].is_standing() => {
            Err("a knocked-out brawler is the aggressor".into())
        }
        _ => Ok(()),
    }
}

/// The brawlers an action makes act (attack, help, defend, play, receive the turn).
fn actors(before: &SaloonState, action: &SaloonAction) -> Vec<usize> {
    match action {
        SaloonAction::Adjust { brawler, .. } | SaloonAction::SetStatus { brawler, .. } => {
            vec![*brawler]
        }
        SaloonAction::SetAggressor { brawler } => vec![*brawler],
        SaloonAction::GiveCard { to } => vec![before.aggressor, *to],
        SaloonAction::PlayEvent { hit, next, .. } => {
            let mut v = vec![before.aggressor];
            v.extend(hit);
            v.extend(next);
            v
        }
        SaloonAction::Strike(blow) => {
            let mut v = vec![before.aggressor, blow.defender];
            v.extend(blow.help.map(|h| h.helper));
            v.extend(blow.second.map(|s| s.brawler));
            v.extend(blow.shield);
            v
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Through the real table (undo, redo, cues, saves): refusals change nothing, the
    /// journal replayed and the save read back equal the live state, and the game's
    /// invariants hold (KO points in 0..=10, knock-outs, the aggressor, the winner).
    #[test]
    fn random_play_keeps_every_promise(steps in kit::steps(120), players in 3usize..=6) {
        let names = ["A", "B", "C", "D", "E", "F"];
        kit::random_play::<SaloonGame>(setup(&names[..players]), &steps, invariants)?;
    }

    /// Random blows and changes: a knocked-out brawler never acts again, a refusal
    /// changes nothing, KO points stay in 0..=10, and the replay equals the live state.
    #[test]
    fn a_knocked_out_brawler_never_acts_again(seed in any::<u64>(), players in 3usize..=6) {
        let names = ["A", "B", "C", "D", "E", "F"];
        let mut j = journal(&names[..players]);
        let mut rng = StdRng::seed_from_u64(seed);
        for _ in 0..300 {
            let before = j.state().clone();
            let action = arbitrary_action(&before, &mut |n| {
                if n == 0 { 0 } else { rng.random_range(0..n) }
            });
            match j.act(action.clone()) {
                Ok(_) => {
                    for who in actors(&before, &action) {
                        prop_assert!(
                            before.brawlers[who].is_standing(),
                            "{:?} accepted with a knocked-out brawler", action
                        );
                    }
                }
                Err(_) => prop_assert_eq!(j.state(), &before),
            }
            invariants(j.state()).map_err(TestCaseError::fail)?;
        }
        let replayed = Journal::<Saloon>::replay(
            j.setup().clone(),
            j.actions().to_vec(),
            j.cursor(),
        )
        .map_err(|e| TestCaseError::fail(format!("replay refused {}", e.index)))?;
        prop_assert_eq!(replayed.state(), j.state());
    }
}
