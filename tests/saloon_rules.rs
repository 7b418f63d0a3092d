//! Saloon's rules: the worked example of `saloon.md`, every card of the catalogue in the
//! resolver, the turn flow, the end, and property tests over random play.

mod common;

use common::kit;
use deputy::core::game::{Refusal, Rules};
use deputy::core::journal::Journal;
use deputy::core::players::Seating;
use deputy::games::saloon::rules::{
    AttackCard, Blow, DefenceCard, EventCard, FollowUpCard, Help, HelpCard, KoPoints, MAX_KO,
    NoDefence, ObjectCard, Saloon, SaloonAction, SaloonEvent, SaloonRefusal, SaloonSetup,
    SaloonState, Second, Status, Step,
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
const E: usize = 4;

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
        b.second = Some(Second::partner(C, AttackCard::Punch));
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
        b.second = Some(Second::defender(C, Some(DefenceCard::Block)));
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

/// The lines of a blow's computation, in English, from A's turn among A, B, C, D.
fn lines_of(j: &Journal<Saloon>, blow: &Blow) -> Vec<String> {
    let i18n = deputy::games::i18n(deputy::i18n::Language::En);
    let s = j.state();
    s.preview(blow)
        .unwrap_or_else(|r| panic!("{blow:?}: {r:?}"))
        .steps
        .iter()
        .map(|st| i18n.tr(&deputy::games::saloon::history::step_message(s, st)))
        .collect()
}

/// Issue 17, point 6. Gegenangriff: « Le défenseur retourne l'attaque de l'agresseur
/// contre lui-même et peut perdre les points qu'il voulait infliger au défenseur. Il peut
/// se défendre normalement et lancer une nouvelle attaque. » The countered attacker
/// plays a defence card against his own attack, computed like any defence.
#[test]
fn a_countered_attacker_may_defend_like_any_defender() {
    let counter = |blow: Blow, defence: Option<DefenceCard>| {
        with(blow, |b| {
            b.defence = Some(DefenceCard::CounterAttack);
            b.counter_defence = defence;
        })
    };
    let berserk = with(kick_b(), |b| b.follow_up = Some(FollowUpCard::Berserker));
    let chair = with(Blow::new(B, AttackCard::Punch), |b| {
        b.object = Some(ObjectCard::Chair)
    });
    // A kicks B with berserker (4); B counters; A blocks his own 4: A loses 2.
    let s = strike(counter(berserk, Some(DefenceCard::Block))).expect("legal");
    assert_eq!(ko(&s), [8, 10, 10, 10]);
    assert_eq!(s.aggressor, B, "the defender who countered attacks next");
    let j = journal(&["A", "B", "C", "D"]);
    let lines = lines_of(&j, &counter(berserk, Some(DefenceCard::Block)));
    assert!(
        lines.contains(&"B: Counter-attack, 4 points turned on A".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"A: Block, 4 − 2 = 2".to_owned()),
        "{lines:#?}"
    );
    // Without a defence A takes the whole 4, as before.
    assert_eq!(
        ko(&strike(counter(berserk, None)).expect("ok")),
        [6, 10, 10, 10]
    );
    // Every other defence card works for the attacker as for anyone: a dodge against
    // the chair, a steely gaze against bare feet, a tough guy against 3 or less; the
    // ones that do not fit do nothing.
    let cases = [
        (counter(chair, Some(DefenceCard::Dodge)), [10, 10, 10, 10]),
        (
            counter(chair, Some(DefenceCard::SteelyGaze)),
            [7, 10, 10, 10],
        ),
        (
            counter(kick_b(), Some(DefenceCard::SteelyGaze)),
            [10, 10, 10, 10],
        ),
        (
            counter(kick_b(), Some(DefenceCard::ToughGuy)),
            [10, 10, 10, 10],
        ),
        (
            counter(berserk, Some(DefenceCard::ToughGuy)),
            [6, 10, 10, 10],
        ),
    ];
    for (blow, expected) in cases {
        assert_eq!(ko(&strike(blow).expect("legal")), expected, "{blow:?}");
    }
    // A human shield: D takes A's own kick and attacks next.
    let shielded = with(counter(kick_b(), Some(DefenceCard::HumanShield)), |b| {
        b.counter_shield = Some(D)
    });
    let s = strike(shielded).expect("legal");
    assert_eq!((ko(&s), s.aggressor), (vec![10, 10, 10, 8], D));
    // A head-butt countered stuns the attacker it hurts, and nobody once he blocks it.
    let butt = Blow::new(B, AttackCard::HeadButt);
    let s = strike(counter(butt, None)).expect("legal");
    assert!(s.brawlers[A].stunned && !s.brawlers[B].stunned);
    let s = strike(counter(butt, Some(DefenceCard::Block))).expect("legal");
    assert_eq!(ko(&s), [10, 10, 10, 10]);
    assert!(s.brawlers.iter().all(|b| !b.stunned), "blocked: no stun");
    // The box has one counter-attack; a defence with no counter-attack is refused.
    assert_eq!(
        strike(counter(kick_b(), Some(DefenceCard::CounterAttack))),
        Err(SaloonRefusal::CounterAgainstCounter)
    );
    assert_eq!(
        strike(with(kick_b(), |b| b.counter_defence = Some(DefenceCard::Block))),
        Err(SaloonRefusal::CounterDefenceNotNeeded)
    );
    assert_eq!(
        strike(counter(kick_b(), Some(DefenceCard::HumanShield))),
        Err(SaloonRefusal::ShieldNeeded)
    );
}

/// Issue 17, point 7. « Komm her, Kumpel »: « L'agresseur cherche un autre joueur pour
/// l'aider à porter des coups. Le défenseur ne pourra parer qu'une seule des deux
/// attaques. » The defender chooses which attack the defence parries; each card's status
/// follows the attack that lands.
#[test]
fn come_here_pal_the_defender_chooses_the_attack_parried() {
    let pal = |attack, partner, parried| {
        with(Blow::new(B, attack), move |b| {
            b.follow_up = Some(FollowUpCard::ComeHerePal);
            b.second = Some(Second {
                parried,
                ..Second::partner(C, partner)
            });
            b.defence = Some(DefenceCard::Block);
        })
    };
    // A head-butts B (2), C punches (1); B blocks the head-butt: only the punch lands,
    // and a head-butt parried stuns nobody although the punch hurt.
    let s = strike(pal(AttackCard::HeadButt, AttackCard::Punch, false)).expect("legal");
    assert_eq!(ko(&s), [10, 9, 10, 10]);
    assert!(!s.brawlers[B].stunned, "the head-butt was parried");
    // B blocks the punch instead: the head-butt lands whole and stuns.
    let s = strike(pal(AttackCard::HeadButt, AttackCard::Punch, true)).expect("legal");
    assert_eq!(ko(&s), [10, 8, 10, 10]);
    assert!(s.brawlers[B].stunned);
    let j = journal(&["A", "B", "C", "D"]);
    let lines = lines_of(&j, &pal(AttackCard::HeadButt, AttackCard::Punch, true));
    assert!(
        lines.contains(&"A's Head-butt is not parried: 2".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"B: Block, 1 − 2 = 0".to_owned()),
        "{lines:#?}"
    );
    // The partner's head-butt, unparried, stuns B even though A's kick was blocked.
    let s = strike(pal(AttackCard::Kick, AttackCard::HeadButt, false)).expect("legal");
    assert_eq!(ko(&s), [10, 8, 10, 10]);
    assert!(s.brawlers[B].stunned);
    // A counter-attack on the partner's attack turns it on the partner.
    let countered = with(pal(AttackCard::Kick, AttackCard::Punch, true), |b| {
        b.defence = Some(DefenceCard::CounterAttack)
    });
    assert_eq!(ko(&strike(countered).expect("legal")), [10, 8, 9, 10]);
    // Only "come here, pal" chooses a parry.
    let two = with(kick_b(), |b| {
        b.follow_up = Some(FollowUpCard::TwoAtOnce);
        b.second = Some(Second {
            parried: true,
            ..Second::defender(C, None)
        });
    });
    assert_eq!(strike(two), Err(SaloonRefusal::ParryNotPal));
}

/// Issue 17, point 8. « Zwei auf einen Streich »: « L'agresseur touche deux adversaires
/// d'un coup. Les deux peuvent encore se défendre. Le joueur agressé en premier sera le
/// prochain agresseur. » The same card hits both: its status falls on each one hurt, and
/// the second may also play the human shield.
#[test]
fn two_at_once_hurts_both_and_the_second_may_shield() {
    let two = |attack, second: Second| {
        with(Blow::new(B, attack), move |b| {
            b.follow_up = Some(FollowUpCard::TwoAtOnce);
            b.second = Some(second);
        })
    };
    // A head-butts B and C at once: both lose 2, both are stunned; B attacks next.
    let s = strike(two(AttackCard::HeadButt, Second::defender(C, None))).expect("legal");
    assert_eq!(ko(&s), [10, 8, 8, 10]);
    assert!(s.brawlers[B].stunned && s.brawlers[C].stunned);
    assert_eq!(s.aggressor, B);
    // C blocks: C is not hurt and not stunned; B is.
    let s = strike(two(
        AttackCard::HeadButt,
        Second::defender(C, Some(DefenceCard::Block)),
    ))
    .expect("legal");
    assert_eq!(ko(&s), [10, 8, 10, 10]);
    assert!(s.brawlers[B].stunned && !s.brawlers[C].stunned);
    // Thrown through a table, C puts D in front: D takes C's part and its status; B
    // still attacks next (the first attacked).
    let shielded = two(
        AttackCard::ThroughTable,
        Second {
            shield: Some(D),
            ..Second::defender(C, Some(DefenceCard::HumanShield))
        },
    );
    let s = strike(shielded).expect("legal");
    assert_eq!(ko(&s), [10, 8, 10, 8]);
    assert!(s.brawlers[B].cannot_attack && s.brawlers[D].cannot_attack);
    assert!(!s.brawlers[C].cannot_attack);
    assert_eq!(s.aggressor, B);
    // The box has one human shield card; a shield needs the card and a third brawler.
    let both = with(shielded, |b| {
        b.defence = Some(DefenceCard::HumanShield);
        b.shield = Some(D);
    });
    assert_eq!(strike(both), Err(SaloonRefusal::OneShield));
    let no_one = two(
        AttackCard::Kick,
        Second::defender(C, Some(DefenceCard::HumanShield)),
    );
    assert_eq!(strike(no_one), Err(SaloonRefusal::ShieldNeeded));
    let no_card = two(
        AttackCard::Kick,
        Second {
            shield: Some(D),
            ..Second::defender(C, None)
        },
    );
    assert_eq!(strike(no_card), Err(SaloonRefusal::ShieldNotPlayed));
}

/// A, B, C, D with a table before `owner` (played by A, who names B, then B hands the
/// turn back to A).
fn table_before(owner: usize) -> Journal<Saloon> {
    let mut j = journal(&["A", "B", "C", "D"]);
    act(&mut j, SaloonAction::SetAggressor { brawler: owner });
    act(
        &mut j,
        SaloonAction::PlayEvent {
            card: EventCard::Table,
            hit: Vec::new(),
            next: Some(A),
        },
    );
    assert!(j.state().brawlers[owner].table);
    assert_eq!(j.state().aggressor, A);
    j
}

/// Issue 17, point 9. « Tisch »: « Cette carte est placée face visible devant le joueur
/// jusqu'à ce qu'il se fasse attaquer. La table protège contre une attaque et empêche de
/// perdre des points. » The table stops the next blow whole: no defence is asked for and
/// the blow causes no status.
#[test]
fn a_table_stops_the_next_blow_whole() {
    let mut j = table_before(B);
    let butt = Blow::new(B, AttackCard::HeadButt);
    assert_eq!(j.state().defence_barred(&butt), Some(NoDefence::Table));
    let lines = lines_of(&j, &butt);
    assert!(
        lines.contains(&"B's table stops the whole blow and breaks".to_owned()),
        "{lines:#?}"
    );
    act(&mut j, SaloonAction::Strike(butt));
    let s = j.state();
    assert_eq!(ko(s), [10, 10, 10, 10]);
    assert!(
        s.brawlers[B].statuses().is_empty(),
        "no stun, and the table is gone"
    );
    // "Come here, pal" on a table: both attacks are stopped.
    let mut j = table_before(B);
    let pal = with(Blow::new(B, AttackCard::HeadButt), |b| {
        b.follow_up = Some(FollowUpCard::ComeHerePal);
        b.second = Some(Second::partner(C, AttackCard::JumpFromTable));
    });
    act(&mut j, SaloonAction::Strike(pal));
    assert_eq!(ko(j.state()), [10, 10, 10, 10]);
    assert!(!j.state().brawlers[B].stunned);
    // "Two at once" on B behind a table and C: only B's part is stopped.
    let mut j = table_before(B);
    let two = with(Blow::new(B, AttackCard::HeadButt), |b| {
        b.follow_up = Some(FollowUpCard::TwoAtOnce);
        b.second = Some(Second::defender(C, None));
    });
    assert_eq!(j.state().second_defence_barred(&two), None);
    act(&mut j, SaloonAction::Strike(two));
    assert_eq!(ko(j.state()), [10, 10, 8, 10]);
    assert!(!j.state().brawlers[B].stunned && j.state().brawlers[C].stunned);
    // Spit meets the table: no cards taken.
    let j = table_before(B);
    let steps = j
        .state()
        .preview(&Blow::new(B, AttackCard::Spit))
        .expect("legal")
        .steps;
    assert!(!steps.contains(&Step::SpitCards { brawler: B }));
    // A defence recorded against a table (a save made before this reading) is ignored:
    // the table stops the blow, the counter-attack turns nothing on A.
    let mut j = table_before(B);
    act(
        &mut j,
        SaloonAction::Strike(with(kick_b(), |b| {
            b.defence = Some(DefenceCard::CounterAttack)
        })),
    );
    assert_eq!(ko(j.state()), [10, 10, 10, 10]);
}

/// A Saloon save as main wrote it before the parry, the second defender's shield and the
/// attacker's defence against a counter-attack existed (every field written, `null` for
/// none): it still loads and replays to the same books.
#[test]
fn a_save_from_before_the_new_fields_still_loads() {
    let text = r#"{"format":1,"game":"saloon","app_version":"0.1.0","created_unix_secs":1795400000,"setup":{"seating":{"first":0,"players":[{"colour":"red","name":"A"},{"colour":"blue","name":"B"},{"colour":"green","name":"C"},{"colour":"yellow","name":"D"}]}}}
{"act":{"strike":{"defender":1,"attack":"head_butt","object":null,"follow_up":"come_here_pal","second":{"brawler":2,"attack":"punch","defence":null},"help":null,"defence":"block","shield":null}}}
{"act":{"strike":{"defender":0,"attack":"kick","object":null,"follow_up":"two_at_once","second":{"brawler":2,"attack":null,"defence":"block"},"help":null,"defence":"counter_attack","shield":null}}}
"#;
    let loaded = deputy::core::save::load::<Saloon>(text).expect("main's save loads");
    let s = loaded.journal.state();
    // 1. A head-butts B, C punches; B blocks the head-butt (the aggressor's, as main
    //    read it): B loses 1 and is not stunned.
    // 2. B kicks A and C; A counters (B takes 2), C blocks.
    assert_eq!(ko(s), [10, 7, 10, 10]);
    assert!(!s.brawlers[B].stunned);
    assert_eq!(loaded.journal.actions().len(), 2);
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

/// What the table asks before a blow is tried: who may play a card into it (a stunned
/// brawler may not: « ne peut plus jouer de carte pendant un tour »), and whether the
/// aggressor may attack, with the status that stops them; both agree with the rules'
/// own refusals, and the next aggressor's status comes with the event that names them.
#[test]
fn a_stunned_brawler_is_refused_before_the_blow_and_not_announced_as_attacking() {
    let mut j = journal(&["A", "B", "C", "D"]);
    assert_eq!(j.state().attack_barred(), None);
    // A head-butts C (stunned); C does not attack next: B is named by hand.
    act(
        &mut j,
        SaloonAction::Strike(Blow::new(C, AttackCard::HeadButt)),
    );
    act(&mut j, SaloonAction::SetAggressor { brawler: B });
    let s = j.state().clone();
    assert!(s.brawlers[C].stunned);
    let stunned = Err(SaloonRefusal::StunnedCannotHelp("C".into()));
    assert_eq!(s.may_play_card(C), stunned);
    assert_eq!(s.may_play_card(D), Ok(()));
    assert_eq!(s.may_play_card(9), Err(SaloonRefusal::NoSuchBrawler));
    // The rules refuse C as a helper and as a partner with the same sentence.
    let help = Blow {
        help: Some(Help {
            helper: C,
            card: HelpCard::HoldDefender,
            dodged: false,
        }),
        ..Blow::new(D, AttackCard::Punch)
    };
    assert_eq!(s.preview(&help).map(|_| ()), stunned);
    let pal = Blow {
        follow_up: Some(FollowUpCard::ComeHerePal),
        second: Some(Second::partner(C, AttackCard::Kick)),
        ..Blow::new(D, AttackCard::Punch)
    };
    assert_eq!(s.preview(&pal).map(|_| ()), stunned);
    // B head-butts D, who attacks next, stunned: the event says so, and the cues say
    // so too: no "Attack!" line, a caption that D does not attack.
    use deputy::games::saloon::cues::{ATTACK, cues};
    let i18n = deputy::games::i18n(deputy::i18n::Language::En);
    let said = |before: &SaloonState, events: &[SaloonEvent]| {
        let cues = cues(before, events);
        let attack = cues.iter().any(|c| c.voice.contains(&ATTACK));
        let caption = cues.iter().rev().find_map(|c| c.caption.as_ref());
        (attack, caption.map(|m| i18n.tr(m)).unwrap_or_default())
    };
    let before = j.state().clone();
    let events = act(
        &mut j,
        SaloonAction::Strike(Blow::new(D, AttackCard::HeadButt)),
    );
    assert!(events.contains(&SaloonEvent::NextAggressor {
        brawler: D,
        barred: Some(Status::Stunned),
    }));
    let (attack, caption) = said(&before, &events);
    assert!(!attack, "a stunned aggressor is not told to attack");
    assert!(
        caption.ends_with("D is stunned: no attack this turn"),
        "{caption}"
    );
    assert_eq!(j.state().attack_barred(), Some(Status::Stunned));
    assert!(j.state().may_attack().is_err());
    // D gives a card to A, free to attack: "A attacks!", said.
    let before = j.state().clone();
    let events = act(&mut j, SaloonAction::GiveCard { to: A });
    assert!(events.contains(&SaloonEvent::NextAggressor {
        brawler: A,
        barred: None,
    }));
    assert_eq!(said(&before, &events), (true, "A attacks!".to_owned()));
    assert_eq!(j.state().attack_barred(), None);
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

/// Brawlers knocked out by one action fall together and share their place, in standard
/// competition ranking ("1., 2., 2., 4."): the barkeeper knocks out B and C at once,
/// both second to fall; D, knocked out next, is fourth (issue 27: tied places).
#[test]
fn brawlers_knocked_out_together_share_their_place() {
    let mut j = journal(&["A", "B", "C", "D", "E"]);
    let down = |j: &mut Journal<Saloon>, who: usize, times: usize| {
        for _ in 0..times {
            act(
                j,
                SaloonAction::Adjust {
                    brawler: who,
                    delta: -1,
                },
            );
        }
    };
    down(&mut j, E, 10);
    down(&mut j, B, 8);
    down(&mut j, C, 8);
    let events = act(
        &mut j,
        SaloonAction::PlayEvent {
            card: EventCard::Barkeeper,
            hit: vec![B, C],
            next: Some(D),
        },
    );
    let orders: Vec<(usize, usize)> = events
        .iter()
        .filter_map(|e| match e {
            SaloonEvent::KnockedOut { brawler, order } => Some((*brawler, *order)),
            _ => None,
        })
        .collect();
    assert_eq!(orders, [(B, 2), (C, 2)], "{events:?}");
    let s = j.state();
    assert_eq!(
        [E, B, C].map(|i| s.knock_out_place(i)),
        [Some(1), Some(2), Some(2)]
    );
    down(&mut j, D, 10);
    assert_eq!(j.state().knock_out_place(D), Some(4));
    assert_eq!(j.state().knock_out_place(A), None);
}
