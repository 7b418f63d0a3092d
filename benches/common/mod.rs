//! Shared by the benches: a long legal duel that never ends, written as a save file.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use deputy::core::game::GameKind;
use deputy::core::journal::Journal;
use deputy::core::pips::Pips;
use deputy::core::players::Seating;
use deputy::core::save::{self, FORMAT_VERSION, Record, SaveHeader};
use deputy::games::duel::rules::{
    Duel, DuelAction, DuelOptions, DuelSetup, DuelState, NextCall, Phase, Shot,
};
use deputy::services::storage::Storage;

/// A 1-to-6 value.
pub fn p(v: u8) -> Pips {
    Pips::new(v).expect("1 to 6")
}

/// A duel setup with `players` players (2 to 5).
pub fn setup(players: usize) -> DuelSetup {
    let names = ["Clint", "Reno", "Lee", "Eli", "Gian"];
    DuelSetup {
        seating: Seating::from_names(&names[..players]),
        options: DuelOptions::default(),
    }
}

/// Plays a duel that never ends: every round the tiers are called 6 to 0; at tiers 5, 3
/// and 1 everyone who may fire shoots the next player with a 1 against a dodge of 6 (a
/// miss), the tier is resolved; players reload (6 bullets) when their cylinder is empty.
#[derive(Debug, Default)]
pub struct Script {
    last: Option<DuelAction>,
}

impl Script {
    /// The next legal action from `s`.
    pub fn next(&mut self, s: &DuelState) -> DuelAction {
        let action = match &s.phase {
            Phase::Over { .. } => panic!("the scripted duel must not end"),
            Phase::Preparation => match s.duelists.iter().position(|d| d.must_reload()) {
                Some(player) => DuelAction::RecordReload {
                    player,
                    bullets: p(6),
                    dodge: p(6),
                },
                None => DuelAction::StartShooting,
            },
            Phase::Shooting { tier, pending } => {
                let shooting_tier = tier.is_some_and(|t| matches!(t.get(), 5 | 3 | 1));
                let just_called = matches!(
                    self.last,
                    Some(DuelAction::CallNextTier | DuelAction::RecordShot(_))
                );
                let standing: Vec<usize> = s.standing().collect();
                let shooter = standing
                    .iter()
                    .position(|&i| s.may_fire(i).is_ok())
                    .filter(|_| shooting_tier && just_called);
                if let Some(pos) = shooter {
                    DuelAction::RecordShot(Shot {
                        shooter: standing[pos],
                        target: standing[(pos + 1) % standing.len()],
                        shot: p(1),
                        dodge: p(6),
                    })
                } else if !pending.is_empty() {
                    DuelAction::ResolveTier
                } else {
                    match s.next_call() {
                        Some(NextCall::Tier(_)) => DuelAction::CallNextTier,
                        Some(NextCall::EndOfRound) => DuelAction::EndRound,
                        None => unreachable!("shooting with nothing pending"),
                    }
                }
            }
        };
        self.last = Some(action.clone());
        action
    }
}

/// The first `n` actions of the scripted duel, and the journal after them.
pub fn scripted(players: usize, n: usize) -> (Vec<DuelAction>, Journal<Duel>) {
    let mut journal = Journal::<Duel>::new(setup(players)).expect("valid setup");
    let mut script = Script::default();
    let mut actions = Vec::with_capacity(n);
    for _ in 0..n {
        let action = script.next(journal.state());
        journal
            .act(action.clone())
            .expect("scripted actions are legal");
        actions.push(action);
    }
    (actions, journal)
}

/// The text of a save file holding these actions.
pub fn save_text(players: usize, actions: &[DuelAction]) -> String {
    let header = SaveHeader {
        format: FORMAT_VERSION,
        game: GameKind::Duel,
        app_version: env!("CARGO_PKG_VERSION").to_owned(),
        created_unix_secs: 0,
        setup: serde_json::to_value(setup(players)).expect("setup to JSON"),
    };
    let mut text = save::header_line(&header).expect("header");
    for action in actions {
        text.push_str(&save::record_line(&Record::Act(action.clone())).expect("record"));
    }
    text
}

/// Writes a save of these actions into `storage`'s games directory.
pub fn write_save(
    storage: &Storage,
    name: &str,
    players: usize,
    actions: &[DuelAction],
) -> PathBuf {
    let path = storage.games_dir().join(format!("{name}.jsonl"));
    std::fs::write(&path, save_text(players, actions)).expect("write save");
    path
}

/// A temporary directory in the target directory (a real disk: `sync_data` syncs).
pub fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("temp dir")
}

/// The file system type of a path, for the report (`df -T`).
pub fn fs_type(path: &Path) -> String {
    std::process::Command::new("df")
        .arg("-T")
        .arg(path)
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| {
            s.lines()
                .nth(1)
                .and_then(|l| l.split_whitespace().nth(1).map(str::to_owned))
        })
        .unwrap_or_else(|| "unknown".into())
}
