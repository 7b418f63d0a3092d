//! The game-agnostic core: values, players, messages, the rules trait, the journal and
//! the save format. Nothing here draws, plays sound, draws random numbers or reads a clock.

pub mod chance;
pub mod cue;
pub mod game;
pub mod journal;
pub mod message;
pub mod pips;
pub mod players;
pub mod public;
pub mod save;
pub mod story;
