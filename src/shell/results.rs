//! The results screen (issue 32): when a game is over, the table gives way to its
//! results: the winners, the final standings with the rule that ranked them in words,
//! the highlights and the game's key figures over time as a plot (egui_plot), large
//! enough to read from across the table. "See the table" goes back to the last state
//! (undo stays in the top bar); "Save the report…" writes the game's report (one HTML
//! file) where the system's dialog says.
//!
//! The same screen opens for a finished save opened from Home.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use egui::{Color32, RichText, Ui, Vec2};

use super::Command;
use crate::core::message::Message;
use crate::core::players::badges;
use crate::core::story::Story;
use crate::host::Table;
use crate::i18n::I18n;
use crate::kit::theme::{self, player_colour};
use crate::kit::widgets;
use crate::report::{Finished, html, read_finished};
use crate::services::file_dialog::SaveAsDialog;

/// A report being saved: the dialog (then the writing) on its own thread, and its
/// outcome once known.
#[derive(Default)]
pub struct ReportSaver {
    outcome: Arc<Mutex<Option<Message>>>,
    running: Arc<Mutex<bool>>,
    /// The last outcome, shown until the next save.
    pub shown: Option<Message>,
}

impl ReportSaver {
    /// Asks where to save through `dialog` (on its own thread) and writes the HTML of
    /// `games` there, titled `title`. Does nothing while a save is already running.
    pub fn save(
        &mut self,
        dialog: Arc<dyn SaveAsDialog>,
        i18n: &I18n,
        title: String,
        games: Vec<Finished>,
    ) {
        let Ok(mut running) = self.running.lock() else {
            return;
        };
        if *running {
            return;
        }
        *running = true;
        drop(running);
        self.shown = None;
        let dialog_title = i18n.text("report-dialog-title");
        let file_name = format!(
            "deputy-{}.html",
            crate::report::iso_date_time(crate::services::storage::unix_secs_now())
                .replace([' ', ':'], "-")
        );
        // The page in the language of now: written before the dialog opens.
        let page = html::report_html(&title, &games, &[], i18n);
        let outcome = Arc::clone(&self.outcome);
        let running = Arc::clone(&self.running);
        let work = move || {
            let answer = dialog
                .ask(&dialog_title, &file_name)
                .map(|path| write_report(&path, &page));
            if let Ok(mut o) = outcome.lock() {
                *o = answer;
            }
            if let Ok(mut r) = running.lock() {
                *r = false;
            }
        };
        if std::thread::Builder::new()
            .name("deputy-report".into())
            .spawn(work)
            .is_err()
            && let Ok(mut r) = self.running.lock()
        {
            *r = false;
        }
    }

    /// Whether the dialog is open or the file being written.
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.running.lock().is_ok_and(|r| *r)
    }

    /// Takes the outcome of the last save into [`ReportSaver::shown`], once.
    pub fn poll(&mut self) {
        if let Ok(mut o) = self.outcome.lock()
            && let Some(message) = o.take()
        {
            self.shown = Some(message);
        }
    }
}

/// Writes the report's page at `path`; the sentence saying how it went.
fn write_report(path: &std::path::Path, page: &str) -> Message {
    match std::fs::write(path, page) {
        Ok(()) => Message::new("report-saved").text("path", path.display().to_string()),
        Err(e) => Message::new("report-not-saved").text("reason", e.to_string()),
    }
}

/// The results screen's state: the story of the game on the table (computed again only
/// when the table changes) and whether the operator chose to see the table instead.
#[derive(Default)]
pub struct ResultsUi {
    /// The table's save and change count the story was told at.
    told_at: Option<(Option<PathBuf>, u64)>,
    story: Option<Story>,
    /// The table's save and change count when "See the table" was pressed: the results
    /// come back when the game ends again (after an undo and a new ending).
    hidden_at: Option<(Option<PathBuf>, u64)>,
    /// The report being saved.
    pub saver: ReportSaver,
}

fn key(table: &dyn Table) -> (Option<PathBuf>, u64) {
    (
        table.save_path().map(std::path::Path::to_path_buf),
        table.changes(),
    )
}

impl ResultsUi {
    /// Whether the results take the table's place now: the game is over and the
    /// operator has not asked to see the table since it ended.
    #[must_use]
    pub fn shown(&self, table: Option<&dyn Table>) -> bool {
        table.is_some_and(|t| t.is_over() && self.hidden_at.as_ref() != Some(&key(t)))
    }

    /// Shows the table instead of the results, until the game ends again.
    pub fn hide(&mut self, table: Option<&dyn Table>) {
        self.hidden_at = table.map(key);
    }

    /// Shows the results again (the table's "Results" button).
    pub fn show(&mut self) {
        self.hidden_at = None;
    }

    /// The story of the table's game, told again if the table changed.
    pub fn story(&mut self, table: &dyn Table) -> Option<&Story> {
        let now = key(table);
        if self.told_at.as_ref() != Some(&now) {
            self.story = table.story();
            self.told_at = Some(now);
        }
        self.story.as_ref()
    }

    /// Saves the report of the table's game through `dialog`: the save read back (its
    /// date), or the story as told when the game is kept in memory only.
    pub fn save_report(&mut self, table: &dyn Table, dialog: Arc<dyn SaveAsDialog>, i18n: &I18n) {
        let from_file = table.save_path().and_then(|path| {
            let text = std::fs::read_to_string(path).ok()?;
            read_finished(path, &text).ok().flatten()
        });
        let game = from_file.or_else(|| {
            self.story(table).cloned().map(|story| Finished {
                path: PathBuf::new(),
                created_unix_secs: crate::services::storage::unix_secs_now(),
                story,
            })
        });
        if let Some(game) = game {
            let title = crate::report::title(std::slice::from_ref(&game), i18n);
            self.saver.save(dialog, i18n, title, vec![game]);
        }
    }

    /// Draws the results of the table's game. Pushes [`Command::HideResults`] and
    /// [`Command::SaveReport`].
    pub fn results_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        table: &dyn Table,
        commands: &mut Vec<Command>,
    ) {
        self.saver.poll();
        let saving = self.saver.is_running();
        let shown = self.saver.shown.clone();
        let Some(story) = self.story(table) else {
            return;
        };
        results_body_ui(ui, i18n, story, saving, shown.as_ref(), commands);
    }
}

/// The screen's body.
fn results_body_ui(
    ui: &mut Ui,
    i18n: &I18n,
    story: &Story,
    saving: bool,
    saved: Option<&Message>,
    commands: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        ui.heading(
            RichText::new(format!(
                "{} \u{b7} {}",
                i18n.text("results-title"),
                story.game.title()
            ))
            .size(30.0)
            .strong(),
        );
    });
    ui.label(
        RichText::new(i18n.tr(&story.winners_message()))
            .size(40.0)
            .strong()
            .color(theme::GOLD),
    );
    // The screen's buttons first, always in sight whatever the standings' length (eight
    // players in French pushed "Save the report" off the window).
    ui.horizontal_wrapped(|ui| {
        if widgets::big_button(ui, &i18n.text("results-back-to-table"), None, None).clicked() {
            commands.push(Command::HideResults);
        }
        let why = saving.then(|| i18n.text("report-dialog-title"));
        if widgets::big_button(ui, &i18n.text("results-save-report"), why.as_deref(), None)
            .clicked()
        {
            commands.push(Command::SaveReport);
        }
        if let Some(message) = saved {
            ui.label(RichText::new(i18n.tr(message)).size(18.0));
        }
    });
    ui.add_space(8.0);
    let width = ui.available_width();
    let left = (width * 0.42).clamp(360.0, 620.0);
    ui.horizontal_top(|ui| {
        let size = Vec2::new(left, ui.available_height());
        ui.allocate_ui_with_layout(size, egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_width(left);
            // The standings and the highlights scroll on their own if they must: the
            // buttons above and the plots beside stay.
            egui::ScrollArea::vertical()
                .id_salt("results-left")
                .show(ui, |ui| left_column_ui(ui, i18n, story));
        });
        ui.add_space(12.0);
        ui.vertical(|ui| plots_ui(ui, i18n, story));
    });
}

/// The results' left column: the standings, the ranking rule and the highlights.
fn left_column_ui(ui: &mut Ui, i18n: &I18n, story: &Story) {
    standings_ui(ui, i18n, story);
    ui.add_space(6.0);
    ui.label(RichText::new(i18n.tr(&story.rule)).size(18.0).weak());
    if !story.highlights.is_empty() {
        ui.add_space(10.0);
        ui.label(
            RichText::new(i18n.text("results-highlights-title"))
                .size(24.0)
                .strong(),
        );
        for line in &story.highlights {
            ui.label(RichText::new(format!("\u{2022} {}", i18n.tr(line))).size(22.0));
        }
    }
}

/// The final standings: place, badge, name and score, large.
fn standings_ui(ui: &mut Ui, i18n: &I18n, story: &Story) {
    ui.label(
        RichText::new(i18n.text("results-standings-title"))
            .size(24.0)
            .strong(),
    );
    let initials = badges(story.players.iter().map(String::as_str));
    egui::Grid::new("results-standings")
        .num_columns(4)
        .spacing(Vec2::new(14.0, 6.0))
        .show(ui, |ui| {
            for p in &story.standings {
                let name = story.players.get(p.seat).map_or("", String::as_str);
                let colour = story
                    .colours
                    .get(p.seat)
                    .map_or(Color32::GRAY, |&c| player_colour(c));
                let size = if p.winner { 34.0 } else { 28.0 };
                ui.label(
                    RichText::new(
                        i18n.tr(&Message::new("results-place").number("place", p.place as i64)),
                    )
                    .size(size)
                    .strong(),
                );
                widgets::badge(
                    ui,
                    initials.get(p.seat).map_or("", String::as_str),
                    colour,
                    size,
                );
                let mut text = RichText::new(name).size(size);
                if p.winner {
                    text = text.strong().color(theme::GOLD);
                }
                ui.label(text);
                ui.label(RichText::new(p.score.to_string()).size(size).strong())
                    .widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::Role::Label,
                            true,
                            format!("{name}: {} {}", p.score, i18n.text(story.score)),
                        )
                    });
                ui.end_row();
            }
        });
}

/// The game's key figures over time, one plot per figure, one line per player.
fn plots_ui(ui: &mut Ui, i18n: &I18n, story: &Story) {
    ui.label(
        RichText::new(i18n.text("results-story-title"))
            .size(24.0)
            .strong(),
    );
    let plotted: Vec<_> = story
        .series
        .iter()
        .filter(|s| s.values.iter().any(|v| !v.is_empty()))
        .collect();
    if plotted.is_empty() {
        ui.label(RichText::new(i18n.text("results-no-plot")).size(22.0));
        return;
    }
    let spacing = 8.0;
    let height = ((ui.available_height() - spacing * plotted.len() as f32) / plotted.len() as f32)
        .clamp(140.0, 520.0);
    // Larger text in the plots: the axes' numbers and the legend read from the table.
    let style = ui.style_mut();
    for (text_style, size) in [
        (egui::TextStyle::Body, 22.0),
        (egui::TextStyle::Small, 18.0),
        (egui::TextStyle::Button, 22.0),
    ] {
        if let Some(font) = style.text_styles.get_mut(&text_style) {
            font.size = size;
        }
    }
    let dark = ui.visuals().dark_mode;
    for series in plotted {
        let figure = i18n.text(series.figure);
        let response = egui_plot::Plot::new(("results-plot", series.figure))
            .height(height)
            .legend(egui_plot::Legend::default().position(egui_plot::Corner::LeftTop))
            .x_axis_label(i18n.text(story.axis))
            .y_axis_label(figure.clone())
            .allow_zoom(false)
            .allow_drag(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .allow_double_click_reset(false)
            .show_crosshair(false)
            .include_y(0.0)
            .show(ui, |plot| {
                for (seat, values) in series.values.iter().enumerate() {
                    // Black on the dark plot (white on the light) drawn in the
                    // outline's grey: every player's line shows.
                    let colour = story
                        .colours
                        .get(seat)
                        .map_or(Color32::GRAY, |&c| theme::on_ground(player_colour(c), dark));
                    let points: Vec<[f64; 2]> = values
                        .iter()
                        .enumerate()
                        .map(|(x, &y)| [x as f64, y])
                        .collect();
                    let name = story.players.get(seat).cloned().unwrap_or_default();
                    plot.line(egui_plot::Line::new(name, points).color(colour).width(5.0));
                }
            });
        let label = i18n.tr(&Message::new("results-plot").text("figure", figure));
        response
            .response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, label.clone()));
        ui.add_space(spacing);
    }
}
