//! Deputy: a table companion for Western board games played with their real boxes.
//!
//! The library holds everything; `main.rs` only parses the command line and opens the
//! window, so tests and benchmarks drive the real code.
//!
//! - [`core`]: game-agnostic values, journal and save format (pure);
//! - [`games`]: one folder per game, pure rules plus a UI, and the registry;
//! - [`host`]: what a game supplies, and the generic table that plays any game;
//! - [`services`]: audio, clock, chance and storage, each behind a trait;
//! - [`app`]: the shell hosting the screens and routing commands;
//! - [`share`]: the game's public face served to the phones on the table's network;
//! - [`i18n`]: French and English messages.

pub mod app;
pub mod cli;
pub mod core;
pub mod games;
pub mod host;
pub mod i18n;
pub mod services;
pub mod session;
pub mod settings;
pub mod share;
pub mod ui;
