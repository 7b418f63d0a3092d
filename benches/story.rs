//! The story of the evening (issue 32): the report of 200 finished games (read from a
//! data directory, every story told, the HTML with its SVG plots and the CSV written to
//! memory), target under 1 s; and the "Our table" frame over those 200 games (CPU side,
//! one headless `egui::Context::run_ui` calling `DeputyApp::frame_ui`), target under
//! 2 ms.
//!
//! The 200 games are played at random to their end through the library's own actions
//! (`Game::finished_save`), 40 of each game, with players drawn from a table of ten
//! names.
//!
//! Run: `cargo bench --bench story`.

mod common;

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group};
use deputy::app::{DeputyApp, Screen, Services, StartOptions};
use deputy::i18n::Language;
use deputy::report::{collect, html, record};
use deputy::services::audio::RecordingAudio;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::services::storage::Storage;
use deputy::settings::Settings;

use common::temp_dir;

/// The finished games of the benchmark.
const GAMES: usize = 200;

const NAMES: [&str; 10] = [
    "Ann", "Bob", "Cid", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy", "Jo",
];

/// Writes `GAMES` finished games into `data/games/`.
fn write_games(data: &Path) {
    let dir = data.join("games");
    std::fs::create_dir_all(&dir).expect("games folder");
    let mut seed = 0_u64;
    for i in 0..GAMES {
        let game = deputy::games::GAMES[i % deputy::games::GAMES.len()];
        let (least, most) = game.players();
        let count = least.max(3) + i % (most.min(5) - least.max(3) + 1);
        let names: Vec<&str> = (0..count)
            .map(|k| NAMES[(i + k * 3) % NAMES.len()])
            .collect();
        let text = loop {
            seed += 1;
            if let Ok(text) =
                game.finished_save(&names, seed, 50_000, 1_795_000_000 + i as u64 * 3_600)
            {
                break text;
            }
        };
        std::fs::write(dir.join(format!("{}-{i}.jsonl", game.kind().slug())), text)
            .expect("write a save");
    }
}

fn report(c: &mut Criterion) {
    let data = temp_dir();
    write_games(data.path());
    let i18n = deputy::games::i18n(Language::En);
    let mut group = c.benchmark_group("report");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function(
        format!("report of {GAMES} finished games: read, tell, HTML and CSV"),
        |b| {
            b.iter(|| {
                let c = collect(data.path(), None);
                assert_eq!(c.games.len(), GAMES);
                let page = html::report_html("bench", &c.games, &c.skipped, &i18n);
                let csv = record::csv_text(&c.games).expect("csv");
                black_box((page.len(), csv.len()))
            });
        },
    );
    group.finish();
}

fn our_table_frame(c: &mut Criterion) {
    let data = temp_dir();
    write_games(data.path());
    let services = Services {
        audio: Box::new(RecordingAudio::new()),
        clock: Box::new(ManualClock::new()),
        chance: Box::new(RandChance::seeded(1)),
        storage: Some(Storage::open(data.path()).expect("storage")),
        storage_problem: None,
    };
    let settings = Settings {
        language: Some(Language::En),
        ..Settings::default()
    };
    let mut app = DeputyApp::new(services, settings, StartOptions::default());
    app.open_our_table();
    assert_eq!(app.screen(), Screen::OurTable);
    assert!(app.our_table().expect("open").rows().len() >= NAMES.len());
    let ctx = egui::Context::default();
    let mut time = 0.0;
    let mut frame = move |app: &mut DeputyApp| {
        time += 1.0 / 60.0;
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 800.0),
            )),
            time: Some(time),
            predicted_dt: 1.0 / 60.0,
            ..egui::RawInput::default()
        };
        ctx.run_ui(input, |ui| app.frame_ui(ui))
    };
    for _ in 0..10 {
        frame(&mut app);
    }
    c.bench_function(
        &format!("run_ui, Our table over {GAMES} finished games"),
        |b| {
            b.iter(|| black_box(frame(&mut app)));
        },
    );
}

criterion_group!(benches, report, our_table_frame);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
