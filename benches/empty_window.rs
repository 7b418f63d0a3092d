//! The baseline for cold start (`shared/spec/performance.md`): an empty eframe window
//! built with Deputy's eframe features (glow, x11, wayland, accesskit, default_fonts)
//! and the same window size. `benches/startup.sh` starts it and Deputy side by side and
//! compares the median time until each window is shown (eframe shows a window only
//! after its first frame is painted). Target: Deputy within 1.5× of this window.
//!
//! Opens the window only with `--window`, so `cargo bench` runs through it at once.
//! With `DEPUTY_EXIT_AFTER_FIRST_FRAME` set, it closes itself once the first frame has
//! been painted. Build: `cargo bench --bench empty_window --no-run`.

use std::process::ExitCode;

/// The window's title, searched for by `startup.sh`.
const TITLE: &str = "Empty eframe";

struct Empty {
    frames: u64,
    exit_after_first: bool,
}

impl eframe::App for Empty {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frames += 1;
        egui::CentralPanel::default_margins().show(ui, |_ui| {});
        if self.exit_after_first {
            // The first frame is painted (and the window shown) after this call; close
            // on the next one.
            if self.frames >= 2 {
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            } else {
                ui.ctx().request_repaint();
            }
        }
    }
}

fn main() -> ExitCode {
    if !std::env::args().any(|a| a == "--window") {
        return ExitCode::SUCCESS;
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(TITLE)
            .with_inner_size([1280.0, 800.0]),
        ..Default::default()
    };
    let exit_after_first = std::env::var_os("DEPUTY_EXIT_AFTER_FIRST_FRAME").is_some();
    match eframe::run_native(
        TITLE,
        options,
        Box::new(move |_cc| {
            Ok(Box::new(Empty {
                frames: 0,
                exit_after_first,
            }))
        }),
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("empty_window: {e}");
            ExitCode::FAILURE
        }
    }
}
