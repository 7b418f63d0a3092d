//! Deputy's entry point: parses the command line, opens the data directory and the
//! window. Everything else lives in the library.

use std::process::ExitCode;

use clap::Parser;
use deputy::app::{DeputyApp, Services, StartOptions};
use deputy::cli::Args;
use deputy::services::audio::RodioAudio;
use deputy::services::awake::SystemdInhibit;
use deputy::services::chance::RandChance;
use deputy::services::clock::MonotonicClock;
use deputy::services::storage::{Storage, default_data_dir};
use deputy::settings::Settings;

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
    let args = match Args::try_parse() {
        Ok(args) => args,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    if let Err(e) = args.check() {
        eprintln!("deputy: {e}");
        return ExitCode::from(2);
    }

    if let Some(deputy::cli::Command::Report(report)) = &args.command {
        let Some(dir) = report
            .data_dir
            .clone()
            .or_else(|| args.data_dir.clone())
            .or_else(default_data_dir)
        else {
            eprintln!("deputy: no data directory (no home directory): give --data-dir");
            return ExitCode::from(2);
        };
        let language = report
            .lang
            .or(args.lang)
            .map_or_else(deputy::i18n::Language::from_system, Into::into);
        return match deputy::report::run(report, &dir, language) {
            Ok(notes) => {
                for note in notes {
                    eprintln!("{note}");
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("deputy: {e}");
                ExitCode::FAILURE
            }
        };
    }

    let root = args.data_dir.clone().or_else(default_data_dir);
    let (storage, storage_problem) = match root.map(Storage::open) {
        Some(Ok(storage)) => (Some(storage), None),
        Some(Err(e)) => (None, Some(e.to_string())),
        None => (None, Some("no home directory".to_owned())),
    };
    let settings = storage
        .as_ref()
        .and_then(|s| match s.read_settings() {
            Ok(text) => text,
            Err(e) => {
                log::warn!("settings unreadable: {e}");
                None
            }
        })
        .and_then(|text| match Settings::from_json(&text) {
            Ok(settings) => Some(settings),
            Err(e) => {
                log::warn!("settings.json ignored: {e}");
                None
            }
        })
        .unwrap_or_default();
    // The output chosen in Settings, for the audio thread that opens it.
    let output = settings.output.clone();
    let start = StartOptions {
        game: args.game,
        resume: args.resume,
        fullscreen: args.fullscreen,
        share: args.share_start(),
        // For this run only: the settings keep the language chosen in Settings.
        language: args.lang.map(Into::into),
        // For this run only, like the language.
        mute: args.mute,
    };

    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Deputy")
        .with_app_id("deputy")
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([900.0, 600.0])
        .with_fullscreen(args.fullscreen);
    match eframe::icon_data::from_png_bytes(include_bytes!("../icons/deputy.png")) {
        Ok(icon) => viewport = viewport.with_icon(icon),
        Err(e) => log::warn!("window icon: {e}"),
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    // The table's recorded voice goes to the voice packs in the data directory; with
    // none, it stays in memory for this run, like the games.
    let takes: Box<dyn deputy::shell::recorder::TakeStore> = match &storage {
        Some(storage) => Box::new(deputy::shell::recorder::PackStore::new(
            storage.root().to_path_buf(),
        )),
        None => Box::new(deputy::shell::recorder::MemoryStore::default()),
    };
    let result = eframe::run_native(
        "Deputy",
        options,
        Box::new(move |cc| {
            let ctx = cc.egui_ctx.clone();
            let services = Services {
                audio: Box::new(RodioAudio::start_on(
                    deputy::games::sound_sets(),
                    output,
                    move || ctx.request_repaint(),
                )),
                clock: Box::new(MonotonicClock::new()),
                chance: Box::new(RandChance::from_system()),
                storage,
                storage_problem,
            };
            let app = DeputyApp::new(services, settings, start)
                .with_keep_awake(Box::new(SystemdInhibit::default()))
                .with_microphone(
                    Box::new(deputy::services::audio::input::SystemMicrophone::new()),
                    takes,
                );
            Ok(Box::new(app))
        }),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("deputy: cannot open the window: {e}");
            ExitCode::FAILURE
        }
    }
}
