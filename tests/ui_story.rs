//! The results screen (issue 32) through the UI harness: every finished fixture opens
//! from Home on its results, with its standings and its plot; "See the table" and the
//! top bar's "Results" switch between them; "Save the report…" writes the game's page.

mod common;

use std::sync::Arc;

use common::finished::FIXTURES;
use common::kit::{self, click};
use deputy::services::audio::SilentAudio;
use deputy::services::file_dialog::FixedSaveAs;
use deputy::settings::Settings;
use egui_kittest::kittest::{NodeT, Queryable};

#[test]
fn every_finished_fixture_opens_on_its_results_with_its_plot() {
    let i18n = deputy::games::i18n(deputy::i18n::Language::En);
    for f in &FIXTURES {
        let dir = tempfile::tempdir().expect("temp dir");
        let text = f.text();
        f.install(dir.path());
        let game = deputy::games::find(f.kind).expect("registered");
        let (_, story) = game.story(&text).expect("tells");
        let mut h = kit::english(
            dir.path(),
            Box::new(SilentAudio::new("no card")),
            Settings::default(),
        );
        h.state_mut().set_results_screen(true);
        click(&mut h, "Finished games (1)");
        click(
            &mut h,
            &format!(
                "Results \u{b7} {} \u{b7} {}",
                f.kind.title(),
                f.names.join(", ")
            ),
        );
        assert!(
            h.state().results_shown(),
            "{}: on its results",
            f.kind.slug()
        );
        // Every player's place and score, and the winners' sentence.
        for p in &story.standings {
            let label = format!(
                "{}: {} {}",
                f.names[p.seat],
                p.score,
                i18n.text(story.score)
            );
            assert!(
                h.query_by_label(&label).is_some(),
                "{label:?} on the results"
            );
        }
        // A plot per key figure.
        for series in &story.series {
            let label = format!("Plot: {}", i18n.text(series.figure));
            assert!(
                h.query_by_label(&label).is_some(),
                "{label:?} on the results"
            );
        }
        // The table behind, and back.
        let window = h.ctx.content_rect();
        for label in ["See the table", "Save the report…"] {
            let rect = h.get_by_label(label).rect();
            assert!(
                window.contains_rect(rect),
                "{label:?} at {rect:?} leaves the window"
            );
        }
        click(&mut h, "See the table");
        assert!(!h.state().results_shown());
        assert!(h.state().table().is_some());
        click(&mut h, "Results");
        assert!(h.state().results_shown());
    }
}

#[test]
fn save_the_report_writes_the_game_s_page() {
    let dir = tempfile::tempdir().expect("temp dir");
    let f = &FIXTURES[3];
    f.install(dir.path());
    let out = dir.path().join("saloon.html");
    let mut h = kit::english(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
    );
    h.state_mut().set_results_screen(true);
    h.state_mut()
        .set_report_dialog(Arc::new(FixedSaveAs(Some(out.clone()))));
    click(&mut h, "Finished games (1)");
    click(
        &mut h,
        &format!(
            "Results \u{b7} {} \u{b7} {}",
            f.kind.title(),
            f.names.join(", ")
        ),
    );
    // Clicked without settling: the dialog and the writing run on their own thread,
    // and the app asks for frames until they answer. Wait for the file's outcome.
    h.get_by_label("Save the report…").click();
    h.step();
    for _ in 0..500 {
        if h.state().report_outcome().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    let outcome = h.state().report_outcome().expect("the report is saved");
    assert_eq!(outcome.id, "report-saved");
    let page = std::fs::read_to_string(&out).expect("the page");
    for name in f.names {
        assert!(page.contains(name), "{name} in the page");
    }
    assert!(page.contains("<svg"), "a plot in the page");
    assert!(!page.contains("<script"), "no script");
}

#[test]
fn our_table_counts_the_finished_games_per_player_without_case() {
    let dir = tempfile::tempdir().expect("temp dir");
    for f in &FIXTURES {
        f.install(dir.path());
    }
    let mut h = kit::english(
        dir.path(),
        Box::new(SilentAudio::new("no card")),
        Settings::default(),
    );
    h.state_mut().set_results_screen(true);
    // A save that turns unreadable while Deputy runs (Home sets aside those it finds
    // at start).
    std::fs::write(dir.path().join("games/broken.jsonl"), "not a save\n").expect("write");
    click(&mut h, "Our table");
    assert_eq!(h.state().screen(), deputy::app::Screen::OurTable);
    assert!(
        h.query_by_label("1 save could not be read and was left out.")
            .is_some(),
        "the unreadable save is counted in a note"
    );
    // Every player once, names matched without case; the figures from the stories.
    let games: Vec<_> = FIXTURES
        .iter()
        .map(|f| {
            deputy::games::find(f.kind)
                .expect("game")
                .story(&f.text())
                .expect("story")
                .1
        })
        .collect();
    let mut names: Vec<String> = FIXTURES
        .iter()
        .flat_map(|f| f.names.iter().map(|n| n.to_lowercase()))
        .collect();
    names.sort();
    names.dedup();
    let rows = h.state_mut().our_table().expect("open").rows().to_vec();
    assert_eq!(rows.len(), names.len());
    for row in &rows {
        let key = row.name.to_lowercase();
        let played = games
            .iter()
            .filter(|s| s.players.iter().any(|p| p.to_lowercase() == key))
            .count();
        let wins = games
            .iter()
            .filter(|s| {
                s.winners()
                    .iter()
                    .any(|&w| s.players[w].to_lowercase() == key)
            })
            .count();
        let label = format!(
            "{}: {played} Played, {wins} Wins, {:.0} % Win rate",
            row.name,
            wins as f64 * 100.0 / played as f64
        );
        assert!(h.query_by_label(&label).is_some(), "{label:?} on screen");
    }
    assert!(
        rows.iter()
            .any(|r| r.name.eq_ignore_ascii_case("ann") && r.played == 5)
    );
    // Filtered by game: Saloon's four brawlers, one game each.
    h.state_mut()
        .our_table()
        .expect("open")
        .set_game(Some(deputy::core::game::GameKind::Saloon));
    h.run();
    let rows = h.state_mut().our_table().expect("open").rows().to_vec();
    assert_eq!(rows.len(), 4);
    assert!(
        h.query_by_label_contains("Bob:").is_none(),
        "Bob did not play Saloon"
    );
    // Head to head, every game: Ann and Bob played four games together.
    let table = h.state_mut().our_table().expect("open");
    table.set_game(None);
    table.set_head_to_head("Ann", "Bob");
    h.run();
    let said: Vec<String> = h
        .query_all_by_label_contains("of 4 games played together")
        .map(|n| {
            let node = n.accesskit_node();
            node.value().or_else(|| node.label()).unwrap_or_default()
        })
        .collect();
    assert_eq!(
        said.len(),
        2,
        "each one's side of the head to head: {said:?}"
    );
    assert!(said[0].starts_with("Ann ahead of Bob: "), "{said:?}");
    assert!(said[1].starts_with("Bob ahead of Ann: "), "{said:?}");
}
