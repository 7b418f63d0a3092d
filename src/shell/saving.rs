//! Saving on screen: what the table says while its saving fails or while it is only
//! viewed, the question asked before leaving a game whose actions are not all saved
//! (with saving it elsewhere through the system's dialog), and Home's question when a
//! game asked for is open in another Deputy window.
//!
//! The shell calls [`SavingUi::before_frame`] once per frame (the retry, the news, a
//! close of the window held back), [`SavingUi::banner_ui`] above the table,
//! [`SavingUi::in_use_ui`] on Home and [`SavingUi::leave_ui`] after the panels.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use egui::{RichText, Ui};

use super::Command;
use super::home::HomeEntry;
use crate::core::message::Message;
use crate::host::Table;
use crate::i18n::I18n;
use crate::kit::theme;
use crate::services::file_dialog::{SaveAsDialog, SystemSaveAs};
use crate::services::storage::{self, SaveNews};

/// Where the user was going when the game was found not saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// Back to Home.
    Home,
    /// Closing the window.
    Close,
}

/// What saving elsewhere gave: the path written, `None` if no file was chosen, or why
/// the file could not be written.
type Exported = Result<Option<PathBuf>, String>;

/// The message ids of the notices about saving, replaced by the next one.
const SAVE_NOTICES: [&str; 2] = ["notice-save-healed", "export-done"];

/// Saving's screens and their state between frames.
pub struct SavingUi {
    dialog: Arc<dyn SaveAsDialog>,
    /// A game the user asked to continue that is open in another Deputy window.
    in_use: Option<PathBuf>,
    /// The user asked to leave a game whose actions are not all saved.
    leaving: Option<Leave>,
    /// Leaving was confirmed: the next request to leave goes through.
    let_go: bool,
    /// The system dialog running on its own thread, and then writing the file.
    export: Option<Receiver<Exported>>,
    /// What the last try to save elsewhere gave, shown in the question.
    exported: Option<Message>,
}

impl Default for SavingUi {
    fn default() -> Self {
        Self::new(Arc::new(SystemSaveAs))
    }
}

impl SavingUi {
    /// Saving's screens, asking where to save elsewhere through `dialog`.
    #[must_use]
    pub fn new(dialog: Arc<dyn SaveAsDialog>) -> Self {
        Self {
            dialog,
            in_use: None,
            leaving: None,
            let_go: false,
            export: None,
            exported: None,
        }
    }

    /// Asks where to save elsewhere through `dialog` from now on.
    pub fn set_dialog(&mut self, dialog: Arc<dyn SaveAsDialog>) {
        self.dialog = dialog;
    }

    /// Whether the question before leaving is open.
    #[must_use]
    pub fn asking_to_leave(&self) -> bool {
        self.leaving.is_some()
    }

    /// Whether the system's dialog asking where to save the game elsewhere is open (or
    /// the game is being written there): an overlay that pauses the table's timed calls.
    #[must_use]
    pub fn asking_where_to_save(&self) -> bool {
        self.export.is_some()
    }

    /// A game the user asked for is open in another Deputy window: Home asks whether to
    /// view it.
    pub fn found_in_use(&mut self, path: PathBuf) {
        self.in_use = Some(path);
    }

    /// Whether leaving (`leave`) must wait for the user's answer: the game has actions
    /// not saved, even after one more try. Then the question is opened.
    pub fn holds_back(&mut self, table: Option<&mut Box<dyn Table>>, leave: Leave) -> bool {
        if std::mem::take(&mut self.let_go) {
            return false;
        }
        let Some(file) = table.and_then(|t| t.save_file_mut()) else {
            return false;
        };
        if file.unsaved_records() == 0 || file.retry() {
            return false;
        }
        self.leaving = Some(leave);
        self.exported = None;
        true
    }

    /// Once per frame, before drawing: retries a failing save when due, turns its news
    /// into notices, holds back a close of the window while actions are not saved, and
    /// takes the outcome of saving elsewhere. Returns how long until the next retry.
    pub fn before_frame(
        &mut self,
        ctx: &egui::Context,
        mut table: Option<&mut Box<dyn Table>>,
        now: Duration,
        notices: &mut Vec<Message>,
        commands: &mut Vec<Command>,
    ) -> Option<Duration> {
        let mut wake = None;
        if let Some(file) = table.as_mut().and_then(|t| t.save_file_mut()) {
            wake = file.tick(now);
            // A failure shows above the table for as long as it lasts (the banner); the
            // news that saving works again is a notice.
            if let Some(news) = file.take_news() {
                notices.retain(|n| !SAVE_NOTICES.contains(&n.id));
                if let SaveNews::Healed { rewritten } = news {
                    notices.push(
                        Message::new("notice-save-healed")
                            .text("rewritten", if rewritten { "yes" } else { "no" }),
                    );
                }
            }
        }
        if ctx.input(|i| i.viewport().close_requested()) && self.holds_back(table, Leave::Close) {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
        }
        let exported = self.export.as_ref().and_then(|r| r.try_recv().ok());
        if let Some(exported) = exported {
            self.export = None;
            self.exported = match exported {
                Ok(None) => Some(Message::new("export-none")),
                Ok(Some(path)) => {
                    let done = Message::new("export-done").text("path", path.display().to_string());
                    if let Some(leave) = self.leaving.take() {
                        // Saved elsewhere: nothing is lost by leaving now.
                        notices.retain(|n| !SAVE_NOTICES.contains(&n.id));
                        notices.push(done.clone());
                        self.leave(ctx, leave, commands);
                    }
                    Some(done)
                }
                Err(reason) => Some(Message::new("export-failed").text("reason", reason)),
            };
        }
        wake
    }

    fn leave(&mut self, ctx: &egui::Context, leave: Leave, commands: &mut Vec<Command>) {
        self.leaving = None;
        self.let_go = true;
        match leave {
            Leave::Home => commands.push(Command::Home),
            Leave::Close => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
        }
    }

    /// Opens the system's dialog (on its own thread) and writes the whole game where the
    /// user says.
    fn save_elsewhere(&mut self, ctx: &egui::Context, i18n: &I18n, table: &dyn Table) {
        let Some(file) = table.save_file() else {
            return;
        };
        if self.export.is_some() {
            return;
        }
        let text = file.text().to_owned();
        let name = file.path().and_then(|p| p.file_name()).map_or_else(
            || format!("{}.jsonl", table.kind().slug()),
            |n| n.to_string_lossy().into_owned(),
        );
        let title = i18n.text("export-title");
        let dialog = Arc::clone(&self.dialog);
        let ctx = ctx.clone();
        let (send, receive) = mpsc::channel();
        self.export = Some(receive);
        self.exported = None;
        std::thread::spawn(move || {
            let exported = match dialog.ask(&title, &name) {
                None => Ok(None),
                Some(path) => storage::write_copy(&path, &text)
                    .map(|()| Some(path))
                    .map_err(|e| e.to_string()),
            };
            let _ = send.send(exported);
            ctx.request_repaint();
        });
    }

    /// Above the table: a game only viewed says so, with a way to play it here once
    /// the other window has let it go; a game whose saving fails says how many actions
    /// wait and why, with a retry and a way to save it elsewhere.
    pub fn banner_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        table: Option<&mut Box<dyn Table>>,
        commands: &mut Vec<Command>,
    ) {
        let Some(table) = table else { return };
        if let Some(path) = table.read_only() {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(i18n.text("read-only-banner"))
                        .color(theme::accent(ui, theme::GOLD))
                        .size(20.0)
                        .strong(),
                );
                if ui
                    .button(i18n.text("read-only-play-here"))
                    .on_hover_text(i18n.text("read-only-play-here-tooltip"))
                    .clicked()
                {
                    commands.push(Command::Continue(path.to_path_buf()));
                }
            });
            ui.separator();
            return;
        }
        let Some(file) = table.save_file() else {
            return;
        };
        let Some(failure) = file.failure() else {
            return;
        };
        let text = i18n.tr(&Message::new("saving-banner")
            .number("count", file.unsaved_records() as i64)
            .message("reason", failure.message()));
        let mut retry = false;
        let mut elsewhere = false;
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(text)
                    .color(theme::accent(ui, theme::DANGER))
                    .size(20.0)
                    .strong(),
            );
            retry = ui.button(i18n.text("saving-retry")).clicked();
            elsewhere = ui
                .add_enabled(
                    self.export.is_none(),
                    egui::Button::new(i18n.text("saving-elsewhere")),
                )
                .clicked();
            if let Some(exported) = &self.exported
                && self.leaving.is_none()
            {
                ui.label(i18n.tr(exported));
            }
        });
        ui.separator();
        if retry && let Some(file) = table.save_file_mut() {
            file.retry();
            ui.ctx().request_repaint();
        }
        if elsewhere {
            self.save_elsewhere(ui.ctx(), i18n, &**table);
        }
    }

    /// On Home, when the game asked for is open in another Deputy window: says so and
    /// offers to view it read-only.
    pub fn in_use_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        saves: &[HomeEntry],
        commands: &mut Vec<Command>,
    ) {
        let Some(path) = self.in_use.clone() else {
            return;
        };
        let entry = saves.iter().find(|e| e.path == path);
        let game = entry.map_or_else(
            || crate::games::file_label(&path),
            |e| {
                format!(
                    "{} ({})",
                    e.summary.kind.title(),
                    e.summary.players.join(", ")
                )
            },
        );
        egui::Frame::group(ui.style())
            .inner_margin(12.0)
            .show(ui, |ui| {
                ui.label(
                    RichText::new(i18n.tr(&Message::new("in-use-prompt").text("game", game)))
                        .color(theme::accent(ui, theme::GOLD))
                        .size(20.0),
                );
                ui.horizontal(|ui| {
                    if ui
                        .button(RichText::new(i18n.text("in-use-view")).size(20.0).strong())
                        .clicked()
                    {
                        commands.push(Command::View(path.clone()));
                        self.in_use = None;
                    }
                    if ui.button(i18n.text("in-use-cancel")).clicked() {
                        self.in_use = None;
                    }
                });
            });
        ui.add_space(8.0);
    }

    /// The question before leaving a game whose actions are not saved: try again, save
    /// it elsewhere, leave without saving, or keep playing.
    pub fn leave_ui(
        &mut self,
        ctx: &egui::Context,
        i18n: &I18n,
        table: Option<&mut Box<dyn Table>>,
        commands: &mut Vec<Command>,
    ) {
        let Some(leave) = self.leaving else { return };
        let Some(table) = table else {
            self.leaving = None;
            return;
        };
        let Some(file) = table.save_file() else {
            self.leaving = None;
            return;
        };
        let count = file.unsaved_records();
        let reason = file
            .failure()
            .map_or_else(|| Message::new("save-cause-other"), |f| f.message());
        let exporting = self.export.is_some();
        let mut choice = None;
        let modal = egui::Modal::new(egui::Id::unique("leave-unsaved")).show(ctx, |ui| {
            ui.set_max_width(620.0);
            ui.heading(i18n.text("leave-title"));
            ui.label(
                RichText::new(
                    i18n.tr(&Message::new("leave-body")
                        .number("count", count as i64)
                        .message("reason", reason)),
                )
                .size(18.0),
            );
            if let Some(exported) = &self.exported {
                ui.label(RichText::new(i18n.tr(exported)).color(theme::accent(ui, theme::GOLD)));
            }
            if exporting {
                ui.label(i18n.text("export-waiting"));
            }
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                if ui.button(i18n.text("saving-retry")).clicked() {
                    choice = Some(LeaveChoice::Retry);
                }
                if ui
                    .add_enabled(
                        !exporting,
                        egui::Button::new(RichText::new(i18n.text("saving-elsewhere")).strong()),
                    )
                    .clicked()
                {
                    choice = Some(LeaveChoice::Elsewhere);
                }
                let discard = match leave {
                    Leave::Home => "leave-discard-home",
                    Leave::Close => "leave-discard-close",
                };
                if ui
                    .button(
                        RichText::new(i18n.text(discard)).color(theme::accent(ui, theme::DANGER)),
                    )
                    .clicked()
                {
                    choice = Some(LeaveChoice::Discard);
                }
                if ui.button(i18n.text("leave-keep")).clicked() {
                    choice = Some(LeaveChoice::Keep);
                }
            });
        });
        if modal.should_close() && choice.is_none() {
            choice = Some(LeaveChoice::Keep);
        }
        match choice {
            None => {}
            Some(LeaveChoice::Keep) => self.leaving = None,
            Some(LeaveChoice::Discard) => self.leave(ctx, leave, commands),
            Some(LeaveChoice::Retry) => {
                let saved = table.save_file_mut().is_some_and(|f| f.retry());
                if saved {
                    self.leave(ctx, leave, commands);
                }
            }
            Some(LeaveChoice::Elsewhere) => self.save_elsewhere(ctx, i18n, &**table),
        }
    }
}

/// The answers to the question before leaving.
enum LeaveChoice {
    Retry,
    Elsewhere,
    Discard,
    Keep,
}
