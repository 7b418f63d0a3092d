//! The shell's bars and panels around the table: the top bar (undo, redo, the game,
//! the sound menu, sharing, language, history, help, full screen, Settings, Home), the
//! overlays' place (the history and the sharing panel, beside the table in a wide window,
//! over its right side in a laptop's), and the zoom they leave the table. Split from
//! `app.rs` by topic; the fields are the app's.

use egui::{RichText, Ui};

use super::{Command, DeputyApp, HISTORY_WIDTH, Screen};
use crate::i18n::Language;
use crate::kit::theme;
use crate::settings::HISTORY_AUTO_MIN_WIDTH;

impl DeputyApp {
    pub(super) fn top_bar_ui(&mut self, ui: &mut Ui) {
        let status = self.services.audio.status();
        let news = crate::services::audio::SoundNews {
            report: self.services.audio.report(),
            note: self.services.audio.output_note(),
        };
        let holds = ui.input(|i| self.screen_guard.holds(i));
        egui::Panel::top("top-bar").show(ui, |ui| {
            if holds {
                // Not clickable for this press, looking just the same.
                ui.visuals_mut().disabled_alpha = 1.0;
                ui.disable();
            }
            // Tighter than the table's buttons: the bar holds a dozen controls in one row
            // at 1280 px, in either language (a wrapped bar takes a row from the table).
            ui.spacing_mut().button_padding.x = 8.0;
            ui.spacing_mut().item_spacing.x = 7.0;
            ui.horizontal_wrapped(|ui| {
                let t = |id| self.i18n.text(id);
                if self.screen == Screen::Table {
                    let (can_undo, can_redo) = self
                        .table
                        .as_ref()
                        .map_or((false, false), |t| (t.can_undo(), t.can_redo()));
                    let buttons = [
                        (
                            "undo",
                            can_undo,
                            "tip-nothing-to-undo",
                            "key-undo",
                            Command::Undo,
                        ),
                        (
                            "redo",
                            can_redo,
                            "tip-nothing-to-redo",
                            "key-redo",
                            Command::Redo,
                        ),
                    ];
                    let read_only = self
                        .table
                        .as_ref()
                        .and_then(|t| t.read_only())
                        .map(|_| t(crate::host::table::READ_ONLY_REFUSAL));
                    // The second click of a double click on Undo does not undo twice.
                    let holds = self
                        .table
                        .as_ref()
                        .is_some_and(|t| t.holds_clicks(ui.ctx()));
                    for (label, can, nothing, keys, command) in buttons {
                        let nothing = t(nothing);
                        let why = read_only.as_deref().or((!can).then_some(nothing.as_str()));
                        if crate::kit::widgets::button(ui, &t(label), why, Some(&t(keys))).clicked()
                            && !holds
                        {
                            self.commands.push(command);
                        }
                    }
                    ui.separator();
                    if let Some(table) = &self.table {
                        ui.label(RichText::new(table.kind().title()).strong().size(22.0));
                        if self.results_screen {
                            // Always in its place, greyed until the game ends: nothing
                            // after it on the bar moves when it becomes usable.
                            let over = table.is_over();
                            let shown = over && self.results.shown(Some(table.as_ref()));
                            let response = ui
                                .add_enabled(
                                    over,
                                    egui::Button::selectable(shown, t("results-show")),
                                )
                                .on_disabled_hover_text(t("results-not-yet"));
                            if response.clicked() {
                                self.commands.push(if shown {
                                    Command::HideResults
                                } else {
                                    Command::ShowResults
                                });
                            }
                        }
                    }
                    ui.separator();
                }
                // One sound control: the mute switch and, on a table, the game's sound mode.
                let game = (self.screen == Screen::Table)
                    .then(|| self.table.as_ref().map(|t| t.kind()))
                    .flatten();
                crate::shell::sound_mode::sound_menu(
                    ui,
                    &self.i18n,
                    &mut self.settings,
                    &status,
                    &news,
                    game,
                );
                ui.separator();
                if self.screen == Screen::Table {
                    crate::share::ui::top_bar_button_ui(ui, &mut self.sharing, &self.i18n);
                    ui.separator();
                }
                // One switch, named in the other language: "Français" while in English.
                let other = match self.i18n.language() {
                    Language::En => Language::Fr,
                    Language::Fr => Language::En,
                };
                if ui
                    .button(other.native_name())
                    .on_hover_text(t("language-tooltip"))
                    .clicked()
                {
                    self.commands.push(Command::SetLanguage(other));
                }
                ui.separator();
                if self.screen == Screen::Table {
                    let history = ui.selectable_label(self.history_shown(), t("history-toggle"));
                    if history.on_hover_text(t("history-tooltip")).clicked() {
                        self.commands.push(Command::ToggleHistory);
                    }
                    let help = ui.selectable_label(self.show_help, t("help"));
                    if help.on_hover_text(t("help-tooltip")).clicked() {
                        self.commands.push(Command::ToggleHelp);
                    }
                }
                if ui
                    .button(t("fullscreen"))
                    .on_hover_text(t("key-f11"))
                    .clicked()
                {
                    self.commands.push(Command::ToggleFullscreen);
                }
                if self.screen != Screen::Settings && ui.button(t("settings")).clicked() {
                    self.commands.push(Command::OpenSettings);
                }
                if self.screen != Screen::Home
                    && ui
                        .button(t("back-home"))
                        .on_hover_text(t("back-home-tooltip"))
                        .clicked()
                {
                    self.commands.push(Command::Home);
                }
            });
        });
    }

    /// Whether something covers the table now, so that anything timed on it pauses (the
    /// spec: "the caller never runs on behind an open dialog"): another screen
    /// (Settings), the help panel, the sharing panel, the question before leaving, the
    /// system's dialog saving the game elsewhere, or any other modal dialog (as of the
    /// last frame).
    #[must_use]
    pub fn overlay_open(&self, ctx: &egui::Context) -> bool {
        self.screen != Screen::Table
            || self.show_help
            || (self.sharing.is_on() && self.sharing.panel_open())
            || self.saving.asking_to_leave()
            || self.saving.asking_where_to_save()
            || ctx.memory(|m| !m.is_above_modal_layer(egui::LayerId::background()))
    }

    /// Tells the table whether an overlay covers it ([`Table::set_overlay`]).
    pub(super) fn tell_overlay(&mut self, ctx: &egui::Context) {
        let open = self.overlay_open(ctx);
        let (mut cx, table) = self.cx_parts();
        if let Some(table) = table {
            table.set_overlay(open, &mut cx);
        }
    }

    /// Whether the history panel shows now: the user's choice, else by the window's
    /// width.
    pub(super) fn history_shown(&self) -> bool {
        // The sharing panel's width is not the table's: on a laptop the history then
        // makes room for it (unless the user chose to show it).
        self.settings
            .history_shown(self.window.x - self.share_panel_width())
    }

    /// The sharing panel's width while it shows beside the table, else 0 (points at
    /// zoom 1): 0 too where it lies over the table ([`DeputyApp::overlays`]).
    pub(super) fn share_panel_width(&self) -> f32 {
        if self.screen == Screen::Table
            && !self.overlays()
            && self.sharing.is_on()
            && self.sharing.panel_open()
        {
            crate::share::ui::PANEL_WIDTH
        } else {
            0.0
        }
    }

    /// The window's size in logical pixels: points at zoom 1.
    #[must_use]
    pub fn window_size(&self) -> egui::Vec2 {
        self.window
    }

    /// The zoom for the window and the text size: a window larger than the design's
    /// 1280×720 (a TV) shows the same layout, larger.
    pub(super) fn wanted_zoom(&self) -> f32 {
        let side = if self.history_shown() && !self.overlays() {
            HISTORY_WIDTH
        } else {
            0.0
        } + self.share_panel_width();
        self.settings.text_scale.clamp(0.8, 1.6) * theme::screen_zoom(self.window, side)
    }

    /// Whether the history and the sharing panel, when shown, lie over the table's right
    /// side rather than beside it: in a window narrower than [`HISTORY_AUTO_MIN_WIDTH`],
    /// where a side panel would shrink the players' cards below what reads from across
    /// the table (and move the dock's main action).
    pub(super) fn overlays(&self) -> bool {
        self.window.x < HISTORY_AUTO_MIN_WIDTH
    }

    /// The column over the table's right side where the overlays lie: below the top
    /// bar, down to the dock's top (as the frame laid it out in the last frame; its
    /// height is fixed), so the dock's form and main action stay in reach.
    pub(super) fn overlay_column(&self, ui: &Ui) -> egui::Rect {
        let below = ui.available_rect_before_wrap();
        let bottom = self
            .table
            .as_ref()
            .and_then(|t| t.frame_report())
            .map(|r| r.dock.top())
            .filter(|&top| top > below.top() + 120.0)
            .unwrap_or(below.bottom());
        egui::Rect::from_min_max(
            egui::pos2(below.left(), below.top() + 4.0),
            egui::pos2(below.right() - 4.0, bottom - 8.0),
        )
    }

    /// Where the sharing panel lay over the table in the last frame, if it did.
    #[must_use]
    pub fn share_over_table(&self) -> Option<egui::Rect> {
        self.share_over
    }

    /// Where the history lay over the table in the last frame (below 1440 px wide), if
    /// it did: over the players' cards, never over the dock.
    #[must_use]
    pub fn history_over_table(&self) -> Option<egui::Rect> {
        self.history_over
    }

    pub(super) fn history_ui(&mut self, ui: &mut Ui) {
        self.history_over = None;
        let Some(table) = &self.table else { return };
        if !self.history_shown() {
            return;
        }
        let overlays = self.overlays();
        let i18n = &self.i18n;
        if overlays {
            // Over the table's right side, below the top bar, down to the dock's top:
            // the dock's form and main action stay in reach; left of the sharing panel
            // when it lies there too.
            let column = self.overlay_column(ui);
            let right = self
                .share_over
                .map_or(column.right(), |share| share.left() - 4.0);
            let width = HISTORY_WIDTH.min(column.width() * 0.5);
            let (top, bottom) = (column.top(), column.bottom());
            let panel = &mut self.history_panel;
            let area = egui::Area::new(egui::Id::unique("history-overlay"))
                .order(egui::Order::Foreground)
                .fixed_pos(egui::pos2(right - width, top))
                .show(ui.ctx(), |ui| {
                    let frame = egui::Frame::popup(ui.style());
                    // The frame's margins and stroke, top and bottom.
                    let chrome = frame.total_margin().sum().y;
                    frame.show(ui, |ui| {
                        ui.set_width(width - 16.0);
                        let high = (bottom - top - chrome).max(60.0);
                        ui.set_max_height(high);
                        ui.set_min_height(high);
                        ui.heading(i18n.text("history"));
                        panel.ui(ui, i18n, table.history());
                    });
                });
            self.history_over = Some(area.response.rect);
            return;
        }
        let panel = &mut self.history_panel;
        egui::Panel::right("history")
            .resizable(true)
            .default_size(HISTORY_WIDTH)
            .show(ui, |ui| {
                ui.heading(i18n.text("history"));
                panel.ui(ui, i18n, table.history());
            });
    }
}
