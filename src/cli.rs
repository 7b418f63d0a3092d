//! The command line (`deputy --help`).

use std::path::PathBuf;

use clap::{Parser, ValueEnum};

use crate::core::game::GameKind;
use crate::i18n::Language;

/// A game's name on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    /// Duel.
    Duel,
    /// Gnadenlos!
    Gnadenlos,
    /// Fast West.
    FastWest,
    /// Saloon.
    Saloon,
    /// Colt Express.
    ColtExpress,
}

impl From<GameArg> for GameKind {
    fn from(value: GameArg) -> Self {
        match value {
            GameArg::Duel => GameKind::Duel,
            GameArg::Gnadenlos => GameKind::Gnadenlos,
            GameArg::FastWest => GameKind::FastWest,
            GameArg::Saloon => GameKind::Saloon,
            GameArg::ColtExpress => GameKind::ColtExpress,
        }
    }
}

/// A language on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// French.
    Fr,
    /// English.
    En,
}

impl From<LangArg> for Language {
    fn from(value: LangArg) -> Self {
        match value {
            LangArg::Fr => Language::Fr,
            LangArg::En => Language::En,
        }
    }
}

/// Deputy: a table companion for Western board games played with their real boxes.
/// Without options it opens Home.
#[derive(Clone, Debug, Parser, PartialEq, Eq)]
#[command(name = "deputy", version, about, long_about = None)]
pub struct Args {
    /// Open the setup of a game.
    #[arg(long, value_name = "NAME")]
    pub game: Option<GameArg>,
    /// Continue the most recent game in progress.
    #[arg(long, conflicts_with = "game")]
    pub resume: bool,
    /// The language of the interface and the voice (default: the system's).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<LangArg>,
    /// Start with sound muted.
    #[arg(long)]
    pub mute: bool,
    /// Where games and settings are kept (default: the platform's data directory,
    /// ~/.local/share/deputy on Linux).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Start in full screen.
    #[arg(long)]
    pub fullscreen: bool,
}

/// Why the arguments cannot start Deputy, beyond what clap checks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArgsError {
    /// The game exists but this version cannot run it yet.
    #[error("{game} is not available in this version yet; available now: {available}")]
    NotAvailable {
        /// The game asked for.
        game: String,
        /// The games that are.
        available: String,
    },
}

impl Args {
    /// Checks what clap cannot: the game must be available.
    ///
    /// # Errors
    /// [`ArgsError::NotAvailable`] for a game not yet in this version.
    pub fn check(&self) -> Result<(), ArgsError> {
        if let Some(game) = self.game.map(GameKind::from)
            && !game.is_available()
        {
            let available: Vec<&str> = GameKind::ALL
                .iter()
                .filter(|g| g.is_available())
                .map(|g| g.slug())
                .collect();
            return Err(ArgsError::NotAvailable {
                game: game.slug().to_owned(),
                available: available.join(", "),
            });
        }
        Ok(())
    }
}
