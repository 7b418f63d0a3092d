//! The report (issue 32): the finished fixtures read from a data directory, the CSV's
//! columns and rows, the HTML's content (every player, a plot per game, no script), a
//! save that cannot be read skipped with a note, "Our table"'s counts, and
//! `deputy report` on the command line.

mod common;

use std::process::Command;

use common::finished::FIXTURES;
use deputy::i18n::Language;
use deputy::report::{self, Filter, collect, html, record};

/// A data directory with the five fixtures, a save that cannot be read and a game in
/// progress.
fn data_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for f in &FIXTURES {
        f.install(dir.path());
    }
    std::fs::write(dir.path().join("games/broken.jsonl"), "not a save\n").expect("write");
    let f = &FIXTURES[0];
    let first_lines: String = f.text().split_inclusive('\n').take(3).collect();
    std::fs::write(dir.path().join("games/in-progress.jsonl"), first_lines).expect("write");
    dir
}

#[test]
fn the_finished_games_are_read_and_a_bad_save_is_skipped_with_a_note() {
    let dir = data_dir();
    let c = collect(dir.path(), None);
    assert_eq!(
        c.games.len(),
        FIXTURES.len(),
        "every finished game, not the one in progress"
    );
    assert_eq!(c.skipped.len(), 1);
    assert!(c.skipped[0].path.ends_with("broken.jsonl"));
    // Oldest first: the fixtures' order.
    let kinds: Vec<_> = c.games.iter().map(|g| g.story.game).collect();
    assert_eq!(kinds, FIXTURES.iter().map(|f| f.kind).collect::<Vec<_>>());
    // --since: only the games created that day or later.
    let late = report::parse_date("2026-11-21").expect("date");
    assert!(collect(dir.path(), Some(late)).games.is_empty());
    assert!(collect(&dir.path().join("nowhere"), None).games.is_empty());
}

#[test]
fn the_csv_has_one_row_per_player_per_game_with_the_documented_columns() {
    let dir = data_dir();
    let c = collect(dir.path(), None);
    let text = record::csv_text(&c.games).expect("csv");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = reader
        .headers()
        .expect("header")
        .iter()
        .map(str::to_owned)
        .collect();
    assert_eq!(
        header,
        ["date", "game", "player", "place", "score", "winner"]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("row")).collect();
    let players: usize = FIXTURES.iter().map(|f| f.names.len()).sum();
    assert_eq!(rows.len(), players);
    let mut at = 0;
    for game in &c.games {
        for p in &game.story.standings {
            let row = &rows[at];
            at += 1;
            assert_eq!(&row[0], report::iso_date_time(game.created_unix_secs));
            assert_eq!(&row[1], game.story.game.slug());
            assert_eq!(&row[2], game.story.players[p.seat]);
            assert_eq!(row[3].parse::<usize>().expect("place"), p.place);
            assert_eq!(row[4].parse::<i64>().expect("score"), p.score);
            assert_eq!(&row[5], if p.winner { "true" } else { "false" });
        }
    }
    // Each game has at least one winner or says nobody won; a winner is placed first.
    assert!(rows.iter().any(|r| &r[5] == "true"));
    for r in rows.iter().filter(|r| &r[5] == "true") {
        assert_eq!(&r[3], "1");
    }
}

#[test]
fn the_html_names_every_player_and_has_a_plot_per_game_without_script() {
    let dir = data_dir();
    let c = collect(dir.path(), None);
    for language in Language::ALL {
        let i18n = deputy::games::i18n(language);
        let page = html::report_html(&report::title(&c.games, &i18n), &c.games, &c.skipped, &i18n);
        assert!(page.starts_with("<!DOCTYPE html>"));
        assert!(page.contains(&format!("<html lang=\"{}\"", language.code())));
        assert!(!page.to_lowercase().contains("<script"), "no script");
        assert!(
            !page.contains("src=\"http") && !page.contains("href=\"http"),
            "nothing fetched"
        );
        for f in &FIXTURES {
            for name in f.names {
                assert!(
                    page.contains(&format!("<td>{name}</td>")),
                    "{name} in the standings"
                );
            }
        }
        let sections: Vec<&str> = page.split("<section>").skip(1).collect();
        assert_eq!(sections.len(), c.games.len());
        for (section, game) in sections.iter().zip(&c.games) {
            assert!(section.contains(game.story.game.title()));
            assert!(section.contains("<svg"), "{:?}: a plot", game.story.game);
        }
        assert!(page.contains("broken.jsonl"), "the skipped save is named");
        assert!(page.contains("width=device-width"), "readable on a phone");
    }
}

#[test]
fn our_table_counts_players_without_case_and_head_to_head() {
    let dir = data_dir();
    let games = collect(dir.path(), None).games;
    let rows = record::player_rows(&games, Filter::default());
    let ann = rows
        .iter()
        .find(|r| r.name.eq_ignore_ascii_case("ann"))
        .expect("Ann's line");
    assert_eq!(
        ann.played,
        FIXTURES.len(),
        "Ann, ann and ANN are one player"
    );
    assert_eq!(
        rows.iter()
            .filter(|r| r.name.eq_ignore_ascii_case("ann"))
            .count(),
        1
    );
    // Wins, counted from the stories' winners.
    for row in &rows {
        let wins = games
            .iter()
            .flat_map(|g| {
                g.story
                    .winners()
                    .into_iter()
                    .map(move |s| &g.story.players[s])
            })
            .filter(|n| n.eq_ignore_ascii_case(&row.name))
            .count();
        assert_eq!(row.wins, wins, "{}", row.name);
        assert!((row.win_rate() - wins as f64 / row.played as f64).abs() < 1e-9);
    }
    assert!(
        rows.windows(2).all(|w| w[0].wins >= w[1].wins),
        "most wins first"
    );
    assert_eq!(ann.last_played_unix_secs, FIXTURES[4].created_unix_secs);
    // Filtered by game.
    let saloon = Filter {
        game: Some(deputy::core::game::GameKind::Saloon),
        since_unix_secs: None,
    };
    let rows = record::player_rows(&games, saloon);
    assert_eq!(rows.len(), FIXTURES[3].names.len());
    assert!(rows.iter().all(|r| r.played == 1));
    // Head to head: Ann and Bob played four games together (not Saloon).
    let h = record::head_to_head(&games, Filter::default(), "ANN", "bob");
    assert_eq!(h.together, 4);
    assert!(h.first_ahead + h.second_ahead <= h.together);
    let back = record::head_to_head(&games, Filter::default(), "Bob", "Ann");
    assert_eq!(
        (back.first_ahead, back.second_ahead),
        (h.second_ahead, h.first_ahead)
    );
}

#[test]
fn deputy_report_writes_both_files_over_the_fixtures() {
    let dir = data_dir();
    let out = tempfile::tempdir().expect("temp dir");
    let (html_path, csv_path) = (out.path().join("r.html"), out.path().join("r.csv"));
    let run = Command::new(env!("CARGO_BIN_EXE_deputy"))
        .arg("report")
        .arg("--data-dir")
        .arg(dir.path())
        .arg("--html")
        .arg(&html_path)
        .arg("--csv")
        .arg(&csv_path)
        .arg("--lang")
        .arg("fr")
        .output()
        .expect("deputy runs");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains("broken.jsonl"),
        "the skipped save is said: {stderr}"
    );
    let page = std::fs::read_to_string(&html_path).expect("the page");
    assert!(page.contains("<html lang=\"fr\""));
    assert_eq!(page.matches("<section>").count(), FIXTURES.len());
    let csv = std::fs::read_to_string(&csv_path).expect("the csv");
    assert!(csv.starts_with("date,game,player,place,score,winner\n"));
    // A bad date is refused with exit code 2 and nothing written.
    let bad = Command::new(env!("CARGO_BIN_EXE_deputy"))
        .args(["report", "--since", "yesterday", "--csv"])
        .arg(out.path().join("never.csv"))
        .output()
        .expect("deputy runs");
    assert_eq!(bad.status.code(), Some(2));
    assert!(!out.path().join("never.csv").exists());
}

#[test]
fn the_phones_page_shows_the_results_and_plots_at_the_end() {
    use deputy::share::page::{Shown, TablePage, render};
    let mut i18n = deputy::games::i18n(Language::En);
    for f in &FIXTURES {
        let game = deputy::games::find(f.kind).expect("registered");
        let (_, story) = game.story(&f.text()).expect("tells");
        let storage_dir = tempfile::tempdir().expect("temp dir");
        let path = f.install(storage_dir.path());
        let storage =
            deputy::services::storage::Storage::open(storage_dir.path()).expect("storage");
        let (table, _) = game
            .view(&storage, &path, &serde_json::Value::Null)
            .expect("the finished game opens");
        let shown = Shown::Table(Box::new(TablePage {
            snapshot: table.public(),
            caption: None,
            history: Vec::new(),
            story: table.story(),
        }));
        let page = render(&shown, 1, &mut i18n, Language::En);
        assert!(
            page.html.contains("class=\"board results\""),
            "{}",
            f.kind.slug()
        );
        assert_eq!(
            page.html.matches("<svg").count(),
            story.series.len(),
            "{}: a plot per figure",
            f.kind.slug()
        );
        for name in f.names {
            assert!(page.html.contains(name));
        }
    }
}
