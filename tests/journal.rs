//! The journal: undo and redo by replay, and invariants over random action sequences.

mod common;

use common::{duel_setup, p, whole_duel};
use deputy::core::journal::{CHECKPOINT_EVERY, Journal};
use deputy::core::save::{self, Record};
use deputy::games::duel::rules::{
    CYLINDER, Condition, Duel, DuelAction, FATAL_WOUNDS, Phase, Shot,
};
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

fn action() -> impl Strategy<Value = DuelAction> {
    let pip = (1u8..=6).prop_map(p);
    prop_oneof![
        3 => Just(DuelAction::CallNextTier),
        2 => Just(DuelAction::ResolveTier),
        1 => Just(DuelAction::StartShooting),
        1 => Just(DuelAction::EndRound),
        4 => (0usize..4, 0usize..4, pip.clone(), pip.clone())
            .prop_map(|(shooter, target, shot, dodge)| DuelAction::RecordShot(Shot { shooter, target, shot, dodge })),
        1 => (0usize..4, pip.clone(), pip.clone()).prop_map(|(player, bullets, dodge)| DuelAction::RecordReload { player, bullets, dodge }),
        1 => (0usize..4, pip).prop_map(|(player, dodge)| DuelAction::MarkJam { player, dodge }),
        1 => (0usize..4).prop_map(|player| DuelAction::ClearJam { player }),
        1 => (0usize..3).prop_map(|index| DuelAction::WithdrawShot { index }),
    ]
}

#[derive(Clone, Debug)]
enum Step {
    Act(DuelAction),
    Undo,
    Redo,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![8 => action().prop_map(Step::Act), 1 => Just(Step::Undo), 1 => Just(Step::Redo)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_play_keeps_every_invariant(steps in prop::collection::vec(step(), 0..300)) {
        let setup = duel_setup(&["A", "B", "C"]);
        let mut j = Journal::<Duel>::new(setup.clone()).expect("setup");
        let mut records: Vec<Record<DuelAction>> = Vec::new();
        for step in steps {
            match step {
                Step::Act(action) => {
                    let before = j.state().clone();
                    let cursor = j.cursor();
                    match j.act(action.clone()) {
                        Ok(_) => records.push(Record::Act(action)),
                        Err(_) => {
                            // A refusal changes nothing.
                            prop_assert_eq!(j.state(), &before);
                            prop_assert_eq!(j.cursor(), cursor);
                        }
                    }
                }
                Step::Undo => if j.undo() { records.push(Record::Undo) },
                Step::Redo => if j.redo().is_some() { records.push(Record::Redo) },
            }
            for d in &j.state().duelists {
                prop_assert!(d.bullets <= CYLINDER);
                prop_assert!(d.wounds <= FATAL_WOUNDS);
                prop_assert!(d.round.shots_fired <= d.bullets);
                if d.wounds == FATAL_WOUNDS {
                    prop_assert_ne!(d.condition, Condition::Standing);
                }
            }
        }
        // Replay of the journal equals the live state.
        let fresh = Journal::<Duel>::replay(setup.clone(), j.actions().to_vec(), j.cursor()).expect("replay");
        prop_assert_eq!(fresh.state(), j.state());
        // The save format round-trips: header + records → the same journal.
        let header = save::SaveHeader {
            format: save::FORMAT_VERSION,
            game: deputy::core::game::GameKind::Duel,
            app_version: "test".into(),
            created_unix_secs: 0,
            setup: serde_json::to_value(&setup).expect("setup json"),
        };
        let mut text = save::header_line(&header).expect("header");
        for r in &records {
            text.push_str(&save::record_line(r).expect("record"));
        }
        let loaded = save::load::<Duel>(&text).expect("load");
        prop_assert_eq!(loaded.journal.state(), j.state());
        prop_assert_eq!(loaded.journal.cursor(), j.cursor());
        prop_assert_eq!(loaded.journal.actions(), j.actions());
    }
}
