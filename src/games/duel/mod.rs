//! Duel (home-made rules, 2 to 5 players, a 52-card deck with the cards above six
//! removed): the speed-tier caller and the shot resolver.
//!
//! Deputy is the dealer's voice (« le donneur annonce tout haut les différents
//! paliers ») and the bookkeeper: bullets, wounds, hats, reloads, jams.
//! `rules`, `history`, `caller` and `cues` are pure; only `ui` draws.

pub mod caller;
pub mod cues;
pub mod history;
pub mod rules;
pub mod ui;

pub use rules::{Duel, DuelAction, DuelEvent, DuelOptions, DuelRefusal, DuelSetup, DuelState};
