//! The command line (`deputy --help`).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::{Parser, ValueEnum};

use crate::core::game::GameKind;
use crate::i18n::Language;

/// The games' command-line names (`duel`, `fast-west`…), and a game from its name.
fn game_parser() -> impl clap::builder::TypedValueParser<Value = GameKind> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(GameKind::ALL.map(GameKind::slug))
        .try_map(|name: String| GameKind::from_slug(&name).ok_or("not a game's name"))
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

/// What `deputy --version` prints after the name: the version, the licence (both from
/// Cargo.toml) and where the games' rules come from; Settings' About line says the same
/// in the user's language ([`crate::shell::settings::about`]). `deputy -V` prints the
/// version alone.
pub const LONG_VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    "\nLicence: ",
    env!("CARGO_PKG_LICENSE"),
    " (sounds and icons: CC0-1.0)",
    "\nThe games' rules belong to their publishers; Deputy gives only summaries of them, in its own words.",
);

/// Deputy: a table companion for Western board games played with their real boxes.
/// Without options it opens Home.
#[derive(Clone, Debug, Parser, PartialEq, Eq)]
#[command(name = "deputy", version, long_version = LONG_VERSION, about, long_about = None)]
pub struct Args {
    /// Open the setup of a game.
    #[arg(long, value_name = "NAME", value_parser = game_parser())]
    pub game: Option<GameKind>,
    /// Continue the most recent game in progress.
    #[arg(long, conflicts_with = "game")]
    pub resume: bool,
    /// The language of the interface and the voice, for this run only (default: the one
    /// chosen in Settings, else the system's if it is French or English, else English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<LangArg>,
    /// Start with sound muted, for this run only (Settings keep their own mute).
    #[arg(long)]
    pub mute: bool,
    /// Where games and settings are kept (default: the platform's data directory,
    /// ~/.local/share/deputy on Linux).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Start in full screen.
    #[arg(long)]
    pub fullscreen: bool,
    /// Share the game on the table to the phones on this network (a web page, live);
    /// prints "Sharing at http://ADDRESS:PORT/TOKEN/" when a game is shared.
    #[arg(long)]
    pub share: bool,
    /// Where the sharing server listens, such as 0.0.0.0:7878 or 127.0.0.1:0 (port 0:
    /// any free port); implies --share. Default: every interface, a free port from
    /// 7878.
    #[arg(long, value_name = "ADDR:PORT")]
    pub share_addr: Option<SocketAddr>,
    /// What to do instead of opening the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What Deputy does instead of opening the window.
#[derive(Clone, Debug, clap::Subcommand, PartialEq, Eq)]
pub enum Command {
    /// Write the report of the finished games: one HTML page (plots inline, no script)
    /// and a CSV with one row per player per game (docs/report.md). With neither
    /// --html nor --csv, the CSV goes to standard output.
    Report(ReportArgs),
}

/// `deputy report`'s options.
#[derive(Clone, Debug, clap::Args, PartialEq, Eq)]
pub struct ReportArgs {
    /// The data directory whose saves are read (default: Deputy's own, or the one
    /// given before `report`).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Only the games created on or after this day (UTC), such as 2026-11-27.
    #[arg(long, value_name = "DATE", value_parser = crate::report::parse_date)]
    pub since: Option<u64>,
    /// Write the HTML report to this file.
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Write the CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// The report's language (default: the system's if it is French or English, else
    /// English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<LangArg>,
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
    /// What the command line asks of sharing: on with `--share` or `--share-addr`, and
    /// then the address line printed on standard output.
    #[must_use]
    pub fn share_start(&self) -> crate::share::ShareStart {
        let on = self.share || self.share_addr.is_some();
        crate::share::ShareStart {
            on,
            listen: self.share_addr,
            print: on,
        }
    }

    /// Checks what clap cannot: the game must be available.
    ///
    /// # Errors
    /// [`ArgsError::NotAvailable`] for a game not yet in this version.
    pub fn check(&self) -> Result<(), ArgsError> {
        if let Some(game) = self.game
            && !crate::games::is_available(game)
        {
            let available: Vec<&str> = crate::games::GAMES
                .iter()
                .map(|g| g.kind().slug())
                .collect();
            return Err(ArgsError::NotAvailable {
                game: game.slug().to_owned(),
                available: available.join(", "),
            });
        }
        Ok(())
    }
}
