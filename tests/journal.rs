//! The journal: undo and redo by replay, and invariants over random action sequences.

mod common;

use common::{duel_setup, kit, whole_duel};
use deputy::core::journal::{CHECKPOINT_EVERY, Journal};
use deputy::games::duel::DuelGame;
use deputy::games::duel::rules::{CYLINDER, Condition, Duel, DuelAction, FATAL_WOUNDS, Phase};
use proptest::prelude::*;

#[test]
fn undo_and_redo_across_a_whole_duel_equal_a_fresh_replay() {
    let mut j = whole_duel(&["Clint", "Reno", "Tuco"]);
    assert!(matches!(j.state().phase, Phase::Over { .. }));
    let live = j.state().clone();
    let actions = j.actions().to_vec();
    let total = actions.len();
    assert!(
        total > CHECKPOINT_EVERY,
        "a whole duel is long enough to cross a checkpoint: {total}"
    );
    let mut undone = 0;
    while j.undo() {
        undone += 1;
        let fresh = Journal::<Duel>::replay(
            duel_setup(&["Clint", "Reno", "Tuco"]),
            actions.clone(),
            j.cursor(),
        )
        .expect("replay");
        assert_eq!(j.state(), fresh.state(), "after {undone} undos");
        assert_eq!(j.history(), fresh.history());
    }
    assert_eq!(undone, total);
    while let Some(result) = j.redo() {
        result.expect("redo replays accepted actions");
    }
    assert_eq!(j.state(), &live);
    assert_eq!(j.cursor(), total);
}

#[test]
fn a_new_action_after_undo_drops_the_redo_branch() {
    let mut j = Journal::<Duel>::new(duel_setup(&["A", "B"])).expect("setup");
    j.act(DuelAction::StartShooting).expect("start");
    j.act(DuelAction::CallNextTier).expect("6");
    assert!(j.undo());
    j.act(DuelAction::CallNextTier).expect("6 again");
    assert!(!j.can_redo());
    assert_eq!(j.actions().len(), 2);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// The kit's random play, on Duel: random legal and illegal actions with undo and
    /// redo through the real table; a refusal changes nothing, replay and save equal the
    /// live state, and Duel's own books stay in range.
    #[test]
    fn random_play_keeps_every_invariant(steps in kit::steps(300)) {
        kit::random_play::<DuelGame>(duel_setup(&["A", "B", "C"]), &steps, |s| {
            for d in &s.duelists {
                if d.bullets > CYLINDER || d.wounds > FATAL_WOUNDS {
                    return Err(format!("out of range: {d:?}"));
                }
                if d.round.shots_fired > d.bullets {
                    return Err(format!("more shots than bullets: {d:?}"));
                }
                if d.wounds == FATAL_WOUNDS && d.condition == Condition::Standing {
                    return Err(format!("three wounds and standing: {d:?}"));
                }
            }
            Ok(())
        })?;
    }
}
