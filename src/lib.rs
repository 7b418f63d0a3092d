//! Deputy: a table companion for Western board games played with their real boxes.
//!
//! The library holds everything; `main.rs` only parses the command line and opens the
//! window, so tests and benchmarks drive the real code.
//!
//! The layers, lowest first; each imports only from the layers below it:
//!
//! - [`core`]: game-agnostic values, journal and save format (pure);
//! - [`i18n`]: French and English messages (each game hands in its own strings);
//! - [`services`]: audio, clock, chance and storage, each behind a trait; [`session`]
//!   (the journal and its save file) beside them;
//! - [`kit`]: the drawing kit every game draws with (widgets, theme, the die);
//! - [`host`]: what a game supplies, the table frame and the generic table that plays
//!   any game;
//! - [`games`]: one folder per game, pure rules plus a UI, and the registry;
//! - [`shell`]: the screens that list the games (Home, Setup, Settings, the saving
//!   views, history, help) and the [`shell::Command`]s they push; [`settings`] (the
//!   persisted settings) beside them;
//! - [`share`]: the game's public face served to the phones on the table's network;
//! - [`app`]: the shell hosting the screens and routing commands; [`cli`], the command
//!   line.

pub mod app;
pub mod cli;
pub mod core;
pub mod games;
pub mod host;
pub mod i18n;
pub mod kit;
pub mod report;
pub mod services;
pub mod session;
pub mod settings;
pub mod share;
pub mod shell;
