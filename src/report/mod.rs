//! The report (issue 32): the finished games of a data directory read back as stories,
//! written as one self-contained HTML file (inline SVG plots, no script, readable on a
//! phone, in the chosen language) and as a CSV with one row per player per game
//! (docs/report.md documents its columns); and "Our table", the table's record across
//! evenings (games played, wins, win rate, last played, head to head).
//!
//! A save that cannot be read is skipped with a note, never a crash. Reading files is
//! here; the stories themselves are the games' ([`crate::core::story`]).

pub mod html;
pub mod record;

use std::path::{Path, PathBuf};

use crate::core::save::{MAX_SAVE_BYTES, SaveError, read_header};
use crate::core::story::Story;
use crate::games;

pub use record::{Filter, HeadToHead, PlayerRow, Record};

/// One finished game read back.
#[derive(Clone, Debug)]
pub struct Finished {
    /// The save file.
    pub path: PathBuf,
    /// When the game was created, in seconds since the Unix epoch (the save's header).
    pub created_unix_secs: u64,
    /// Its story.
    pub story: Story,
}

/// A save left out of the report, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Skipped {
    /// The file.
    pub path: PathBuf,
    /// Why it cannot be read.
    pub error: SaveError,
}

/// The finished games of a data directory, oldest first, and the saves skipped.
#[derive(Clone, Debug, Default)]
pub struct Collection {
    /// The finished games, oldest first.
    pub games: Vec<Finished>,
    /// The saves that could not be read (games in progress are not skipped: they are
    /// simply not finished).
    pub skipped: Vec<Skipped>,
}

/// Reads one save's text: its story if it is a finished game, `None` if it is still in
/// progress.
///
/// # Errors
/// The save cannot be read, is of a game this build does not play, or does not replay.
pub fn read_finished(path: &Path, text: &str) -> Result<Option<Finished>, SaveError> {
    let header = read_header(text)?;
    let game = games::find(header.game).ok_or_else(|| SaveError::UnknownGame {
        game: header.game.slug().to_owned(),
    })?;
    let (header, story) = game.story(text)?;
    Ok(story.over.then(|| Finished {
        path: path.to_path_buf(),
        created_unix_secs: header.created_unix_secs,
        story,
    }))
}

/// Reads a save file's text, refusing one larger than [`MAX_SAVE_BYTES`].
fn read_text(path: &Path) -> Result<String, SaveError> {
    let len = std::fs::metadata(path)
        .map_err(|e| SaveError::Io(e.to_string()))?
        .len();
    if len > MAX_SAVE_BYTES {
        return Err(SaveError::TooLarge { bytes: len });
    }
    let bytes = std::fs::read(path).map_err(|e| SaveError::Io(e.to_string()))?;
    String::from_utf8(bytes).map_err(|_| SaveError::BadLine {
        line: 1,
        reason: "not UTF-8 text".into(),
    })
}

/// Every finished game in the saves of data directory `data_dir` (its `games/` folder,
/// every `*.jsonl`), created at or after `since_unix_secs` when given, oldest first.
/// Nothing is written. A folder that cannot be read gives an empty collection.
#[must_use]
pub fn collect(data_dir: &Path, since_unix_secs: Option<u64>) -> Collection {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(data_dir.join("games"))
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    let mut collection = Collection::default();
    for path in paths {
        match read_text(&path).and_then(|text| read_finished(&path, &text)) {
            Ok(Some(game)) => {
                if since_unix_secs.is_none_or(|since| game.created_unix_secs >= since) {
                    collection.games.push(game);
                }
            }
            Ok(None) => {}
            Err(error) => collection.skipped.push(Skipped { path, error }),
        }
    }
    collection.games.sort_by(|a, b| {
        a.created_unix_secs
            .cmp(&b.created_unix_secs)
            .then(a.path.cmp(&b.path))
    });
    collection
}

/// The civil date (year, month, day, UTC) of a Unix time, in seconds.
#[must_use]
pub fn civil_date(unix_secs: u64) -> (i64, u32, u32) {
    // Howard Hinnant's days-to-civil algorithm.
    let days = i64::try_from(unix_secs / 86_400).unwrap_or(i64::MAX / 2);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = u32::try_from(doy - (153 * mp + 2) / 5 + 1).unwrap_or(1);
    let m = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// A Unix time as an ISO date and time, UTC ("2026-11-27 21:05").
#[must_use]
pub fn iso_date_time(unix_secs: u64) -> String {
    let (y, m, d) = civil_date(unix_secs);
    let secs = unix_secs % 86_400;
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        secs / 3600,
        secs % 3600 / 60
    )
}

/// The Unix time (seconds) of midnight UTC at the start of an ISO date ("2026-11-27").
///
/// # Errors
/// The text is not a date of that form, in words.
pub fn parse_date(text: &str) -> Result<u64, String> {
    let bad = || format!("{text:?} is not a date such as 2026-11-27");
    let mut parts = text.trim().split('-');
    let (Some(y), Some(m), Some(d), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(bad());
    };
    let y: i64 = y.parse().map_err(|_| bad())?;
    let m: i64 = m.parse().map_err(|_| bad())?;
    let d: i64 = d.parse().map_err(|_| bad())?;
    if !(1970..=9999).contains(&y) || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return Err(bad());
    }
    // Howard Hinnant's days-from-civil algorithm.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    u64::try_from(days * 86_400).map_err(|_| bad())
}

/// The report's title for `games`: the game and its date for one game, the evening and
/// its date when every game was created the same day (UTC), else "Every game".
#[must_use]
pub fn title(games: &[Finished], i18n: &crate::i18n::I18n) -> String {
    let day = |g: &Finished| civil_date(g.created_unix_secs);
    match games {
        [one] => format!(
            "{} \u{b7} {}",
            one.story.game.title(),
            iso_date_time(one.created_unix_secs)
        ),
        [first, rest @ ..] if rest.iter().all(|g| day(g) == day(first)) => {
            let (y, m, d) = day(first);
            format!("{} \u{b7} {y:04}-{m:02}-{d:02}", i18n.text("report-title"))
        }
        _ => i18n.text("report-title-everything"),
    }
}

/// Runs `deputy report`: reads the finished games of `data_dir` (created since
/// `args.since`), writes the HTML and the CSV where asked (the CSV to standard output
/// when neither is asked for). Returns the lines to print on standard error: each save
/// skipped, each file written.
///
/// # Errors
/// A file cannot be written: the sentence to print.
pub fn run(
    args: &crate::cli::ReportArgs,
    data_dir: &Path,
    language: crate::i18n::Language,
) -> Result<Vec<String>, String> {
    use crate::core::message::Message;
    let i18n = games::i18n(language);
    let collection = collect(data_dir, args.since);
    let mut notes: Vec<String> = collection
        .skipped
        .iter()
        .map(|s| {
            i18n.tr(&Message::new("report-skipped")
                .text("file", games::file_label(&s.path))
                .message("reason", s.error.message()))
        })
        .collect();
    let csv = record::csv_text(&collection.games)?;
    let mut write = |path: &Path, text: &str| -> Result<(), String> {
        std::fs::write(path, text).map_err(|e| {
            i18n.tr(&Message::new("report-not-saved")
                .text("reason", format!("{}: {e}", path.display())))
        })?;
        notes.push(i18n.tr(&Message::new("report-saved").text("path", path.display().to_string())));
        Ok(())
    };
    if let Some(path) = &args.html {
        let html = html::report_html(
            &title(&collection.games, &i18n),
            &collection.games,
            &collection.skipped,
            &i18n,
        );
        write(path, &html)?;
    }
    if let Some(path) = &args.csv {
        write(path, &csv)?;
    }
    if args.html.is_none() && args.csv.is_none() {
        print!("{csv}");
    }
    Ok(notes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip() {
        let t = parse_date("2026-11-27").expect("a date");
        assert_eq!(civil_date(t), (2026, 11, 27));
        assert_eq!(iso_date_time(t + 3600 * 21 + 60 * 5), "2026-11-27 21:05");
        assert_eq!(parse_date("1970-01-01"), Ok(0));
        assert!(parse_date("27/11/2026").is_err());
        assert!(parse_date("2026-13-01").is_err());
    }
}
