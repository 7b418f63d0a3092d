//! Duel (home-made rules, 2 to 5 players, a 52-card deck with the cards above six
//! removed): the speed-tier caller and the shot resolver.
//!
//! Deputy is the dealer's voice (« le donneur annonce tout haut les différents
//! paliers ») and the bookkeeper: bullets, wounds, hats, reloads, jams.
//! `rules`, `history`, `caller` and `cues` are pure; only `ui` draws.

pub mod caller;
pub mod cues;
pub mod history;
pub mod public;
pub mod rules;
pub mod story;
pub mod ui;

use serde::{Deserialize, Serialize};

use crate::core::cue::Cue;
use crate::core::message::Message;
use crate::core::pips::Pips;
use crate::core::players::Seating;
use crate::host::{Entry, GameDef, HelpSection, Strings};
use crate::services::chance::Chance;
use crate::services::sounds::SoundSet;

pub use rules::{Duel, DuelAction, DuelEvent, DuelOptions, DuelRefusal, DuelSetup, DuelState};

/// Duel in the registry.
pub static ENTRY: Entry<DuelGame> = Entry::new();

/// Duel as the host plays it.
#[derive(Clone, Copy, Debug, Default)]
pub struct DuelGame;

/// What Deputy remembers of Duel: the variants last chosen and the caller's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DuelPrefs {
    /// The variants last chosen at Setup.
    pub options: DuelOptions,
    /// The caller's tempo, in milliseconds per tier (500 to 6,000).
    pub caller_tempo_ms: u64,
    /// A small random jitter on each call, so nobody can count ahead.
    pub caller_jitter: bool,
    /// Manual calling: Space calls each tier.
    pub caller_manual: bool,
}

impl Default for DuelPrefs {
    fn default() -> Self {
        Self {
            options: DuelOptions::default(),
            caller_tempo_ms: caller::DEFAULT_TEMPO_MS,
            caller_jitter: false,
            caller_manual: false,
        }
    }
}

/// Duel's voice lines and effects (`sounds/lines/duel.txt`, `sounds/effects/duel.sh`).
pub const SOUNDS: SoundSet = crate::sound_set!(
    "duel",
    voices: [
        "prepare_shots", "fire", "hold", "end_of_round", "reload", "hat", "hit", "dead",
        "disarmed", "missed", "no_winner",
    ],
    fx: ["ricochet", "hat_flip", "revolver_click"],
);

impl GameDef for DuelGame {
    type Rules = Duel;
    type Prefs = DuelPrefs;
    type View = ui::DuelView;

    const ICON_PNG: &'static [u8] = include_bytes!("../../../icons/duel.png");
    const DESCRIPTION: &'static str = "duel-description";
    const STRINGS: Strings = Strings {
        en: include_str!("en.ftl"),
        fr: include_str!("fr.ftl"),
    };
    const SOUNDS: SoundSet = SOUNDS;
    const HELP: &'static [HelpSection] = &[
        HelpSection {
            title: "duel-help-goal-title",
            body: "duel-help-goal",
        },
        HelpSection {
            title: "duel-help-preparation-title",
            body: "duel-help-preparation",
        },
        HelpSection {
            title: "duel-help-shooting-title",
            body: "duel-help-shooting",
        },
        HelpSection {
            title: "duel-help-shot-title",
            body: "duel-help-shot",
        },
        HelpSection {
            title: "duel-help-end-title",
            body: "duel-help-end",
        },
    ];

    /// Deputy 0.1 kept the caller and the variants at the top of `settings.json`.
    const LEGACY_PREFS: &'static [(&'static str, &'static str)] = &[
        ("caller_tempo_ms", "caller_tempo_ms"),
        ("caller_jitter", "caller_jitter"),
        ("caller_manual", "caller_manual"),
        ("duel_options", "options"),
    ];

    fn setup(
        seating: Seating,
        prefs: &DuelPrefs,
        _chance: &mut dyn Chance,
    ) -> Result<DuelSetup, Message> {
        Ok(DuelSetup {
            seating,
            options: prefs.options,
        })
    }

    fn cues(before: &DuelState, events: &[DuelEvent]) -> Vec<Cue> {
        cues::cues(before, events)
    }

    fn opening_cues(state: &DuelState) -> Vec<Cue> {
        vec![cues::prepare(state.round)]
    }

    fn arbitrary_action(state: &DuelState, pick: &mut dyn FnMut(usize) -> usize) -> DuelAction {
        let n = state.duelists.len() + 1; // one past the last player: a refusal to test
        let card = |pick: &mut dyn FnMut(usize) -> usize| {
            Pips::new(u8::try_from(pick(6)).unwrap_or(0) + 1).unwrap_or(Pips::MIN)
        };
        match pick(12) {
            0..=2 => DuelAction::CallNextTier,
            3 => DuelAction::ResolveTier,
            4 => DuelAction::StartShooting,
            5 => DuelAction::EndRound,
            6..=8 => {
                let (shooter, target) = (pick(n), pick(n));
                DuelAction::RecordShot(rules::Shot {
                    shooter,
                    target,
                    shot: card(pick),
                    dodge: card(pick),
                })
            }
            9 => {
                let player = pick(n);
                DuelAction::RecordReload {
                    player,
                    bullets: card(pick),
                    dodge: card(pick),
                }
            }
            10 => {
                let player = pick(n);
                if pick(2) == 0 {
                    DuelAction::MarkJam {
                        player,
                        dodge: card(pick),
                    }
                } else {
                    DuelAction::ClearJam { player }
                }
            }
            _ => {
                if pick(2) == 0 {
                    DuelAction::WithdrawShot { index: pick(3) }
                } else {
                    DuelAction::CancelReload { player: pick(n) }
                }
            }
        }
    }
}
