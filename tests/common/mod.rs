//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod faulty_disk;
pub mod finished;
pub mod fit;
pub mod http;
pub mod kit;
pub mod layout;
pub mod readability;
pub mod screen;

use deputy::core::journal::Journal;
use deputy::core::pips::Pips;
use deputy::core::players::Seating;
use deputy::games::duel::rules::{Duel, DuelAction, DuelOptions, DuelSetup, NextCall, Phase, Shot};

/// A 1-to-6 value.
pub fn p(v: u8) -> Pips {
    Pips::new(v).expect("test values are 1 to 6")
}

/// English settings with Duel's caller manual (each tier called by a press) or not.
pub fn duel_caller_settings(manual: bool) -> deputy::settings::Settings {
    let mut settings = deputy::settings::Settings {
        language: Some(deputy::i18n::Language::En),
        ..deputy::settings::Settings::default()
    };
    settings.set_game_prefs(
        deputy::core::game::GameKind::Duel,
        &deputy::games::duel::DuelPrefs {
            caller_manual: manual,
            ..deputy::games::duel::DuelPrefs::default()
        },
    );
    settings
}

/// A duel setup with these names.
pub fn duel_setup(names: &[&str]) -> DuelSetup {
    DuelSetup {
        seating: Seating::from_names(names),
        options: DuelOptions::default(),
    }
}

/// A whole duel played to its end by a fixed script: every standing player who may
/// fire shoots the next standing player at every tier, with cards from a cycle, and
/// reloads when empty. Returns the journal and the list of actions taken.
pub fn whole_duel(names: &[&str]) -> Journal<Duel> {
    let mut j = Journal::<Duel>::new(duel_setup(names)).expect("valid setup");
    let mut n: u8 = 0;
    let mut card = || {
        n = n % 6 + 1;
        p(n)
    };
    // Most shots miss against a dodge of 6; every seventh meets a dodge of 3.
    let mut shots = 0u32;
    let mut dodge = move || {
        shots += 1;
        if shots.is_multiple_of(7) { p(3) } else { p(6) }
    };
    for _ in 0..10_000 {
        let s = j.state().clone();
        match s.phase {
            Phase::Over { .. } => return j,
            Phase::Preparation => {
                for i in 0..s.duelists.len() {
                    if s.duelists[i].must_reload() {
                        j.act(DuelAction::RecordReload {
                            player: i,
                            bullets: card(),
                            dodge: card(),
                        })
                        .expect("reload");
                    }
                }
                j.act(DuelAction::StartShooting).expect("start");
            }
            Phase::Shooting { .. } => {
                if !s.pending().is_empty() {
                    j.act(DuelAction::ResolveTier).expect("resolve");
                    continue;
                }
                let standing: Vec<usize> = s.standing().collect();
                let mut fired = false;
                if s.tier().is_some() {
                    for &shooter in &standing {
                        if s.may_fire(shooter).is_ok()
                            && (shooter + usize::from(s.tier().map_or(0, |t| t.get()))) % 2 == 0
                        {
                            let pos = standing.iter().position(|&x| x == shooter).unwrap_or(0);
                            let target = standing[(pos + 1) % standing.len()];
                            j.act(DuelAction::RecordShot(Shot {
                                shooter,
                                target,
                                shot: card(),
                                dodge: dodge(),
                            }))
                            .expect("shot");
                            fired = true;
                        }
                    }
                }
                if !fired {
                    match s.next_call() {
                        Some(NextCall::Tier(_)) => j.act(DuelAction::CallNextTier).expect("call"),
                        Some(NextCall::EndOfRound) => j.act(DuelAction::EndRound).expect("end"),
                        None => unreachable!("no pending shots"),
                    };
                }
            }
        }
    }
    panic!("the scripted duel did not end");
}
