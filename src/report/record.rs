//! The table's record: the CSV's rows (one per player per finished game) and "Our
//! table"'s figures (games played, wins, win rate, last played, head to head), with
//! players' names matched without case.

use serde::Serialize;

use super::{Finished, iso_date_time};
use crate::core::game::GameKind;

/// One row of the CSV: one player in one finished game. The columns, in this order,
/// are documented in docs/report.md.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Record {
    /// When the game was created, UTC, "2026-11-27 21:05".
    pub date: String,
    /// The game's command-line name (`duel`, `fast-west`…).
    pub game: &'static str,
    /// The player's name as entered at Setup.
    pub player: String,
    /// 1-based place; players the rules cannot tell apart share it.
    pub place: usize,
    /// The game's score figure (KO points, tokens, dollars…: docs/report.md).
    pub score: i64,
    /// Whether the rules name the player a winner.
    pub winner: bool,
}

/// The CSV's rows of `games`: per game (in the order given), per player, best first.
#[must_use]
pub fn records(games: &[Finished]) -> Vec<Record> {
    games
        .iter()
        .flat_map(|g| {
            let date = iso_date_time(g.created_unix_secs);
            g.story.standings.iter().map(move |p| Record {
                date: date.clone(),
                game: g.story.game.slug(),
                player: g.story.players.get(p.seat).cloned().unwrap_or_default(),
                place: p.place,
                score: p.score,
                winner: p.winner,
            })
        })
        .collect()
}

/// The CSV of `games` (a header line, then [`records`]).
///
/// # Errors
/// Only if the CSV writer fails, which writing to memory never does.
pub fn csv_text(games: &[Finished]) -> Result<String, String> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    for record in records(games) {
        writer.serialize(record).map_err(|e| e.to_string())?;
    }
    if games.is_empty() {
        writer
            .write_record(["date", "game", "player", "place", "score", "winner"])
            .map_err(|e| e.to_string())?;
    }
    let bytes = writer.into_inner().map_err(|e| e.to_string())?;
    String::from_utf8(bytes).map_err(|e| e.to_string())
}

/// Which games "Our table" counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only this game; every game when `None`.
    pub game: Option<GameKind>,
    /// Only games created at or after this time (seconds since the Unix epoch).
    pub since_unix_secs: Option<u64>,
}

impl Filter {
    /// Whether `game` counts.
    #[must_use]
    pub fn keeps(&self, game: &Finished) -> bool {
        self.game.is_none_or(|kind| kind == game.story.game)
            && self
                .since_unix_secs
                .is_none_or(|since| game.created_unix_secs >= since)
    }
}

/// A player's line in "Our table".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    /// The name as last entered (names are matched without case).
    pub name: String,
    /// Finished games played.
    pub played: usize,
    /// Games won (a shared win counts for each winner).
    pub wins: usize,
    /// When the player's last game was created, in seconds since the Unix epoch.
    pub last_played_unix_secs: u64,
}

impl PlayerRow {
    /// Wins per game played, 0 to 1.
    #[must_use]
    pub fn win_rate(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            self.wins as f64 / self.played as f64
        }
    }
}

/// The key a name is matched by: trimmed, without case.
#[must_use]
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// "Our table": one line per player (names matched without case) over the games
/// `filter` keeps; the most wins first, then the best win rate, then by name.
#[must_use]
pub fn player_rows(games: &[Finished], filter: Filter) -> Vec<PlayerRow> {
    let mut rows: Vec<(String, PlayerRow)> = Vec::new();
    for game in games.iter().filter(|g| filter.keeps(g)) {
        for placing in &game.story.standings {
            let Some(name) = game.story.players.get(placing.seat) else {
                continue;
            };
            let key = name_key(name);
            let index = match rows.iter().position(|(k, _)| *k == key) {
                Some(i) => i,
                None => {
                    rows.push((
                        key,
                        PlayerRow {
                            name: name.trim().to_owned(),
                            played: 0,
                            wins: 0,
                            last_played_unix_secs: 0,
                        },
                    ));
                    rows.len() - 1
                }
            };
            let row = &mut rows[index].1;
            row.played += 1;
            row.wins += usize::from(placing.winner);
            if game.created_unix_secs >= row.last_played_unix_secs {
                row.last_played_unix_secs = game.created_unix_secs;
                row.name = name.trim().to_owned();
            }
        }
    }
    let mut rows: Vec<PlayerRow> = rows.into_iter().map(|(_, r)| r).collect();
    rows.sort_by(|a, b| {
        b.wins
            .cmp(&a.wins)
            .then(b.win_rate().total_cmp(&a.win_rate()))
            .then(name_key(&a.name).cmp(&name_key(&b.name)))
    });
    rows
}

/// Two players over the games both played (that `filter` keeps).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeadToHead {
    /// Games both played.
    pub together: usize,
    /// Of those, the games the first finished ahead of the second (a better place).
    pub first_ahead: usize,
    /// Of those, the games the second finished ahead of the first.
    pub second_ahead: usize,
}

/// `first` against `second` (names matched without case) over the games `filter` keeps.
#[must_use]
pub fn head_to_head(games: &[Finished], filter: Filter, first: &str, second: &str) -> HeadToHead {
    let (a, b) = (name_key(first), name_key(second));
    let mut h = HeadToHead::default();
    if a == b {
        return h;
    }
    for game in games.iter().filter(|g| filter.keeps(g)) {
        let place_of = |key: &str| {
            game.story.standings.iter().find_map(|p| {
                game.story
                    .players
                    .get(p.seat)
                    .filter(|n| name_key(n) == key)
                    .map(|_| p.place)
            })
        };
        if let (Some(pa), Some(pb)) = (place_of(&a), place_of(&b)) {
            h.together += 1;
            h.first_ahead += usize::from(pa < pb);
            h.second_ahead += usize::from(pb < pa);
        }
    }
    h
}
