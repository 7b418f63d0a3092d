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
use egui_kittest::kittest::Queryable;

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
    click(&mut h, "Save the report…");
    // The dialog and the writing run on their own thread: wait for the file's outcome.
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
