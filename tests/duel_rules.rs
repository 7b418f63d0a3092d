//! Duel's rules: the worked example of the rule text and named behaviours.

use deputy::core::game::Rules;
use deputy::core::journal::Journal;
use deputy::core::pips::Pips;
use deputy::core::players::Seating;
use deputy::games::duel::rules::{
    Condition, Duel, DuelAction, DuelEvent, DuelOptions, DuelRefusal, DuelSetup, Effect, Phase,
    Shot, Tier, effect,
};

fn p(v: u8) -> Pips {
    Pips::new(v).expect("test values are 1 to 6")
}

fn setup(names: &[&str], options: DuelOptions) -> DuelSetup {
    DuelSetup {
        seating: Seating::from_names(names),
        options,
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

fn act(j: &mut Journal<Duel>, action: DuelAction) -> Vec<DuelEvent> {
    j.act(action.clone())
        .unwrap_or_else(|r| panic!("{action:?} refused: {r:?}"))
}

fn call_to(j: &mut Journal<Duel>, tier: u8) {
    while j.state().tier() != Tier::new(tier) {
        act(j, DuelAction::CallNextTier);
    }
}

const CLINT: usize = 0;
const RENO: usize = 1;

/// Plays the rule text's example up to the end of the round.
fn clint_and_reno(names: &[&str]) -> Journal<Duel> {
    let mut j = Journal::<Duel>::new(setup(names, DuelOptions::default())).expect("valid setup");
    act(&mut j, DuelAction::StartShooting);
    call_to(&mut j, 3);
    act(&mut j, shot(CLINT, RENO, 5, 4));
    act(&mut j, DuelAction::ResolveTier);
    call_to(&mut j, 2);
    act(&mut j, shot(RENO, CLINT, 4, 3));
    act(&mut j, DuelAction::ResolveTier);
    call_to(&mut j, 1);
    act(&mut j, shot(CLINT, RENO, 6, 4));
    j
}

#[test]
fn clint_and_reno_example_of_the_rule_text() {
    let mut j = clint_and_reno(&["Clint", "Reno"]);
    let results = j.state().preview();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0].margin, 2);
    assert_eq!(
        results[0].effect,
        Effect::Wounds {
            count: 2,
            hat: false
        }
    );
    act(&mut j, DuelAction::ResolveTier);

    let s = j.state();
    let (clint, reno) = (&s.duelists[CLINT], &s.duelists[RENO]);
    assert!(!clint.hat, "Clint's hat flew at tier 2");
    assert!(!reno.hat, "Reno's hat flew at tier 3");
    assert_eq!((clint.wounds, reno.wounds), (0, 2));
    assert_eq!(reno.condition, Condition::Standing);

    call_to(&mut j, 0);
    let events = act(&mut j, DuelAction::EndRound);
    assert!(events.contains(&DuelEvent::RoundStarted { round: 2 }));
    let s = j.state();
    assert_eq!(s.duelists[CLINT].bullets, 4, "Clint fired twice");
    assert_eq!(s.duelists[RENO].bullets, 5, "Reno fired once");
    assert_eq!(s.phase, Phase::Preparation);
    assert_eq!(s.round, 2);
}

#[test]
fn a_later_dodge_counts_at_most_the_lowest_dodge_revealed() {
    // The rule text's remark: a third player firing at Clint at tier 1 sees Clint's
    // second dodge of 4 count as 3, the lowest he revealed (the text's "2" is a slip).
    let mut j = clint_and_reno(&["Clint", "Reno", "Tuco"]);
    act(&mut j, shot(2, CLINT, 5, 4));
    let results = j.state().preview();
    assert_eq!(results[1].dodge_counted, p(3));
    assert_eq!(results[1].margin, 2);
    // Clint has no hat left: margin 2 is two wounds.
    assert_eq!(
        results[1].effect,
        Effect::Wounds {
            count: 2,
            hat: false
        }
    );
}

#[test]
fn margins_follow_the_table_of_duel_md() {
    assert_eq!(effect(-1, true, true), Effect::Miss);
    assert_eq!(effect(0, true, true), Effect::HatOnly);
    assert_eq!(
        effect(1, false, true),
        Effect::Wounds {
            count: 1,
            hat: false
        }
    );
    assert_eq!(
        effect(2, true, true),
        Effect::Wounds {
            count: 1,
            hat: true
        }
    );
    assert_eq!(
        effect(2, false, true),
        Effect::Wounds {
            count: 2,
            hat: false
        }
    );
    assert_eq!(effect(3, true, true), Effect::Lethal);
    assert_eq!(
        effect(1, true, false),
        Effect::Wounds {
            count: 1,
            hat: false
        },
        "no hat rule"
    );
    assert_eq!(
        effect(2, true, false),
        Effect::Wounds {
            count: 2,
            hat: false
        },
        "no hat rule"
    );
}

#[test]
fn shots_of_one_tier_are_simultaneous() {
    // Both fire at tier 4 and kill each other: nobody is left standing.
    let mut j =
        Journal::<Duel>::new(setup(&["Clint", "Reno"], DuelOptions::default())).expect("setup");
    act(&mut j, DuelAction::StartShooting);
    call_to(&mut j, 4);
    act(&mut j, shot(CLINT, RENO, 6, 2));
    act(&mut j, shot(RENO, CLINT, 6, 1));
    let events = act(&mut j, DuelAction::ResolveTier);
    assert!(events.contains(&DuelEvent::DuelOver { winner: None }));
    assert!(
        j.state()
            .duelists
            .iter()
            .all(|d| d.condition == Condition::Dead)
    );
}

#[test]
fn margins_use_the_wounds_from_the_start_of_the_tier() {
    let mut j =
        Journal::<Duel>::new(setup(&["A", "B", "C"], DuelOptions::default())).expect("setup");
    act(&mut j, DuelAction::StartShooting);
    call_to(&mut j, 5);
    // A wounds B twice (hat on: 1 wound + hat) … and B, hit in the same tier, still
    // fires at C with no malus.
    act(&mut j, shot(0, 1, 6, 4));
    act(&mut j, shot(1, 2, 4, 4));
    act(&mut j, DuelAction::ResolveTier);
    let s = j.state();
    assert_eq!(s.duelists[1].wounds, 1);
    assert!(
        !s.duelists[2].hat,
        "B's margin 0 took C's hat: no malus applied"
    );
}

#[test]
fn a_wound_cancels_the_remaining_shots_of_the_round() {
    let mut j = Journal::<Duel>::new(setup(&["A", "B"], DuelOptions::default())).expect("setup");
    act(&mut j, DuelAction::StartShooting);
    call_to(&mut j, 5);
    act(&mut j, shot(0, 1, 6, 4)); // margin 2: one wound and the hat
    act(&mut j, DuelAction::ResolveTier);
    call_to(&mut j, 3);
    assert_eq!(
        j.act(shot(1, 0, 6, 1)),
        Err(DuelRefusal::WoundedThisRound("B".into()))
    );
}

#[test]
fn a_third_wound_kills_and_soft_hearted_disarms() {
    for (soft, expected) in [(false, Condition::Dead), (true, Condition::Disarmed)] {
        let options = DuelOptions {
            soft_hearted: soft,
            hat_rule: false,
            ..DuelOptions::default()
        };
        let mut j = Journal::<Duel>::new(setup(&["A", "B", "C"], options)).expect("setup");
        act(&mut j, DuelAction::StartShooting);
        call_to(&mut j, 6);
        act(&mut j, shot(0, 1, 5, 3)); // two wounds
        act(&mut j, DuelAction::ResolveTier);
        call_to(&mut j, 4);
        act(&mut j, shot(2, 1, 3, 4)); // 3 − (4 − 2) = margin 1: third wound
        act(&mut j, DuelAction::ResolveTier);
        assert_eq!(j.state().duelists[1].condition, expected);
        assert_eq!(j.state().duelists[1].wounds, 3);
    }
}

#[test]
fn a_player_without_bullets_must_reload_before_shooting() {
    let mut j = Journal::<Duel>::new(setup(&["A", "B"], DuelOptions::default())).expect("setup");
    // Six rounds of A firing a miss at every tier but one would take long; fire 6 misses
    // over rounds instead: 1 shot per tier, 6 tiers in one round.
    act(&mut j, DuelAction::StartShooting);
    for tier in (1..=6).rev() {
        call_to(&mut j, tier);
        act(&mut j, shot(0, 1, 1, 6));
        act(&mut j, DuelAction::ResolveTier);
    }
    call_to(&mut j, 0);
    assert_eq!(
        j.act(shot(0, 1, 1, 6)),
        Err(DuelRefusal::NoBulletLeft("A".into()))
    );
    let events = act(&mut j, DuelAction::EndRound);
    assert!(events.contains(&DuelEvent::RoundEnded {
        round: 1,
        must_reload: vec![0]
    }));
    assert_eq!(
        j.act(DuelAction::StartShooting),
        Err(DuelRefusal::MustReload(vec!["A".into()]))
    );
    act(
        &mut j,
        DuelAction::RecordReload {
            player: 0,
            bullets: p(4),
            dodge: p(2),
        },
    );
    act(&mut j, DuelAction::StartShooting);
    call_to(&mut j, 6);
    assert_eq!(
        j.act(shot(0, 1, 3, 3)),
        Err(DuelRefusal::Reloading("A".into()))
    );
    call_to(&mut j, 0);
    act(&mut j, DuelAction::EndRound);
    assert_eq!(j.state().duelists[0].bullets, 4);
}

#[test]
fn a_jammed_player_fires_once_at_tier_zero() {
    let mut j = Journal::<Duel>::new(setup(&["A", "B"], DuelOptions::default())).expect("setup");
    act(
        &mut j,
        DuelAction::MarkJam {
            player: 0,
            dodge: p(2),
        },
    );
    act(&mut j, DuelAction::StartShooting);
    call_to(&mut j, 3);
    assert_eq!(
        j.act(shot(0, 1, 5, 1)),
        Err(DuelRefusal::JammedFiresAtZero("A".into()))
    );
    // B's dodge card 5 against the jammed A counts as the jam dodge, 2.
    act(&mut j, shot(1, 0, 2, 5));
    assert_eq!(j.state().preview()[0].dodge_counted, p(2));
    act(&mut j, DuelAction::ResolveTier);
    call_to(&mut j, 0);
    act(&mut j, shot(0, 1, 5, 1));
}

#[test]
fn a_shooter_cannot_fire_again_at_a_tier_already_resolved() {
    // The caller held tier 5 twice (a shot forgotten): Clint's shot there was resolved,
    // so a second one at 5 needs a lower speed; Reno may still fire at 5; Clint at 4.
    let mut j = Journal::<Duel>::new(setup(&["Clint", "Reno", "Joe"], DuelOptions::default()))
        .expect("setup");
    act(&mut j, DuelAction::StartShooting);
    call_to(&mut j, 5);
    act(&mut j, shot(CLINT, RENO, 1, 6));
    act(&mut j, DuelAction::ResolveTier);
    let before = j.state().clone();
    assert_eq!(
        j.act(shot(CLINT, 2, 1, 6)),
        Err(DuelRefusal::AlreadyFiredThisTier("Clint".into()))
    );
    assert_eq!(j.state(), &before);
    assert_eq!(
        j.state().may_fire(CLINT),
        Err(DuelRefusal::AlreadyFiredThisTier("Clint".into()))
    );
    act(&mut j, shot(RENO, 2, 1, 6));
    act(&mut j, DuelAction::ResolveTier);
    call_to(&mut j, 4);
    act(&mut j, shot(CLINT, 2, 1, 6));
}

#[test]
fn refusals_change_nothing() {
    let mut j = Journal::<Duel>::new(setup(&["A", "B"], DuelOptions::default())).expect("setup");
    let before = j.state().clone();
    assert!(j.act(DuelAction::ResolveTier).is_err());
    assert!(j.act(DuelAction::EndRound).is_err());
    assert!(j.act(shot(0, 0, 3, 3)).is_err());
    assert_eq!(j.state(), &before);
    assert_eq!(j.cursor(), 0);
}

#[test]
fn setup_needs_two_to_five_players() {
    assert!(Duel::start(&setup(&["A"], DuelOptions::default())).is_err());
    assert!(
        Duel::start(&setup(
            &["A", "B", "C", "D", "E", "F"],
            DuelOptions::default()
        ))
        .is_err()
    );
    assert!(Duel::start(&setup(&["A", "B", "C", "D", "E"], DuelOptions::default())).is_ok());
}

/// A game saved before one shot per tier was enforced (its options have no
/// `one_shot_per_tier`) replays as it was played: its second shot at a tier already
/// resolved is accepted, so the save is not set aside.
#[test]
fn a_game_saved_before_one_shot_per_tier_replays_as_played() {
    let options: DuelOptions =
        serde_json::from_str(r#"{"hat_rule":true,"soft_hearted":false}"#).expect("options");
    assert!(!options.one_shot_per_tier);
    assert!(DuelOptions::default().one_shot_per_tier, "on for new games");
    let mut j = Journal::<Duel>::new(setup(&["Clint", "Reno", "Joe"], options)).expect("setup");
    act(&mut j, DuelAction::StartShooting);
    call_to(&mut j, 5);
    act(&mut j, shot(CLINT, RENO, 1, 6));
    act(&mut j, DuelAction::ResolveTier);
    act(&mut j, shot(CLINT, 2, 1, 6));
}
