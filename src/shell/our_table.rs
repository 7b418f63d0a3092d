//! "Our table" (issue 32): the table's record across evenings, from every finished game
//! in the data directory: per player (names matched without case) games played, wins,
//! win rate and last played, filtered by game and by period; head to head between two
//! players; and the report of the games shown, saved through the system's dialog.
//!
//! The saves are read once, when the screen opens ([`crate::report::collect`]); a save
//! that cannot be read is left out and counted in a note. The figures are computed again
//! only when a filter changes, so a frame only draws.

use std::sync::Arc;

use egui::{RichText, Ui, Vec2};

use super::results::ReportSaver;
use crate::core::game::GameKind;
use crate::core::message::Message;
use crate::i18n::I18n;
use crate::kit::theme;
use crate::report::record::{self, Filter, HeadToHead, PlayerRow};
use crate::report::{Collection, Finished, civil_date};
use crate::services::file_dialog::SaveAsDialog;

/// The period "Our table" counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Period {
    /// Every game.
    #[default]
    AllTime,
    /// The games of the last 30 days.
    LastMonth,
    /// The games of the last 365 days.
    LastYear,
}

impl Period {
    const ALL: [Period; 3] = [Self::AllTime, Self::LastMonth, Self::LastYear];

    fn message_id(self) -> &'static str {
        match self {
            Self::AllTime => "our-table-all-time",
            Self::LastMonth => "our-table-last-month",
            Self::LastYear => "our-table-last-year",
        }
    }

    /// The first moment counted, `now_unix_secs` being now.
    fn since(self, now_unix_secs: u64) -> Option<u64> {
        let days = match self {
            Self::AllTime => return None,
            Self::LastMonth => 30,
            Self::LastYear => 365,
        };
        Some(now_unix_secs.saturating_sub(days * 86_400))
    }
}

/// The filters the figures were computed for: game, period, the head to head's two.
type Filters = (Option<GameKind>, Period, Option<String>, Option<String>);

/// The "Our table" screen.
pub struct OurTable {
    collection: Collection,
    now_unix_secs: u64,
    game: Option<GameKind>,
    period: Period,
    first: Option<String>,
    second: Option<String>,
    /// The figures for the filters as they were when computed.
    rows: Vec<PlayerRow>,
    versus: Option<HeadToHead>,
    computed_for: Option<Filters>,
    /// The report being saved.
    pub saver: ReportSaver,
}

impl OurTable {
    /// The screen over `collection` (the data directory's finished games), at
    /// `now_unix_secs`.
    #[must_use]
    pub fn new(collection: Collection, now_unix_secs: u64) -> Self {
        Self {
            collection,
            now_unix_secs,
            game: None,
            period: Period::AllTime,
            first: None,
            second: None,
            rows: Vec::new(),
            versus: None,
            computed_for: None,
            saver: ReportSaver::default(),
        }
    }

    fn filter(&self) -> Filter {
        Filter {
            game: self.game,
            since_unix_secs: self.period.since(self.now_unix_secs),
        }
    }

    /// The player lines shown now.
    #[must_use]
    pub fn rows(&mut self) -> &[PlayerRow] {
        self.compute();
        &self.rows
    }

    fn compute(&mut self) {
        let key = (
            self.game,
            self.period,
            self.first.clone(),
            self.second.clone(),
        );
        if self.computed_for.as_ref() == Some(&key) {
            return;
        }
        let filter = self.filter();
        self.rows = record::player_rows(&self.collection.games, filter);
        self.versus = match (&self.first, &self.second) {
            (Some(a), Some(b)) => Some(record::head_to_head(&self.collection.games, filter, a, b)),
            _ => None,
        };
        self.computed_for = Some(key);
    }

    /// The games the filters keep, oldest first.
    fn shown_games(&self) -> Vec<Finished> {
        let filter = self.filter();
        self.collection
            .games
            .iter()
            .filter(|g| filter.keeps(g))
            .cloned()
            .collect()
    }

    /// Saves the report of the games shown through `dialog`.
    pub fn save_report(&mut self, dialog: Arc<dyn SaveAsDialog>, i18n: &I18n) {
        let games = self.shown_games();
        let title = crate::report::title(&games, i18n);
        self.saver.save(dialog, i18n, title, games);
    }

    /// Draws the screen. Returns whether "Save the report…" was pressed.
    pub fn our_table_ui(&mut self, ui: &mut Ui, i18n: &I18n) -> bool {
        self.saver.poll();
        self.compute();
        let mut save = false;
        ui.label(
            RichText::new(i18n.text("our-table-title"))
                .size(theme::CAPTION)
                .strong()
                .color(theme::GOLD),
        );
        if !self.collection.skipped.is_empty() {
            ui.label(
                RichText::new(
                    i18n.tr(&Message::new("our-table-skipped")
                        .number("count", self.collection.skipped.len() as i64)),
                )
                .color(theme::DANGER)
                .size(18.0),
            );
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(i18n.text("our-table-game")).size(22.0));
            let games_text = |g: Option<GameKind>| {
                g.map_or_else(
                    || i18n.text("our-table-all-games"),
                    |k| k.title().to_owned(),
                )
            };
            let game_label = i18n.text("our-table-game");
            egui::ComboBox::from_id_salt("our-table-game")
                .selected_text(RichText::new(games_text(self.game)).size(22.0))
                .show_ui(ui, |ui| {
                    for choice in std::iter::once(None).chain(GameKind::ALL.map(Some)) {
                        ui.selectable_value(&mut self.game, choice, games_text(choice));
                    }
                })
                .response
                .widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::ComboBox, true, game_label.clone())
                });
            ui.add_space(16.0);
            ui.label(RichText::new(i18n.text("our-table-period")).size(22.0));
            let period_label = i18n.text("our-table-period");
            egui::ComboBox::from_id_salt("our-table-period")
                .selected_text(RichText::new(i18n.text(self.period.message_id())).size(22.0))
                .show_ui(ui, |ui| {
                    for choice in Period::ALL {
                        ui.selectable_value(
                            &mut self.period,
                            choice,
                            i18n.text(choice.message_id()),
                        );
                    }
                })
                .response
                .widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::ComboBox, true, period_label.clone())
                });
            ui.add_space(16.0);
            let why = self
                .saver
                .is_running()
                .then(|| i18n.text("report-dialog-title"));
            if crate::kit::widgets::button(
                ui,
                &i18n.text("results-save-report"),
                why.as_deref(),
                None,
            )
            .clicked()
            {
                save = true;
            }
        });
        if let Some(message) = &self.saver.shown {
            ui.label(RichText::new(i18n.tr(message)).size(18.0));
        }
        ui.add_space(8.0);
        self.compute();
        if self.rows.is_empty() {
            ui.label(RichText::new(i18n.text("our-table-none")).size(24.0));
            return save;
        }
        self.rows_ui(ui, i18n);
        ui.add_space(12.0);
        self.head_to_head_ui(ui, i18n);
        save
    }

    fn rows_ui(&self, ui: &mut Ui, i18n: &I18n) {
        let headers = [
            "our-table-player",
            "our-table-played",
            "our-table-wins",
            "our-table-win-rate",
            "our-table-last-played",
        ];
        egui::ScrollArea::vertical()
            .id_salt("our-table-rows")
            .max_height((ui.available_height() - 140.0).max(160.0))
            .show(ui, |ui| {
                egui::Grid::new("our-table-grid")
                    .num_columns(headers.len())
                    .spacing(Vec2::new(28.0, 8.0))
                    .striped(true)
                    .show(ui, |ui| {
                        for h in headers {
                            ui.label(RichText::new(i18n.text(h)).size(20.0).strong());
                        }
                        ui.end_row();
                        for row in &self.rows {
                            let (y, m, d) = civil_date(row.last_played_unix_secs);
                            let rate = format!("{:.0} %", row.win_rate() * 100.0);
                            let label = format!(
                                "{}: {} {}, {} {}, {} {}",
                                row.name,
                                row.played,
                                i18n.text("our-table-played"),
                                row.wins,
                                i18n.text("our-table-wins"),
                                rate,
                                i18n.text("our-table-win-rate"),
                            );
                            ui.label(RichText::new(&row.name).size(26.0).strong())
                                .widget_info(|| {
                                    egui::WidgetInfo::labeled(
                                        egui::Role::Label,
                                        true,
                                        label.clone(),
                                    )
                                });
                            ui.label(RichText::new(row.played.to_string()).size(26.0));
                            ui.label(RichText::new(row.wins.to_string()).size(26.0).strong());
                            ui.label(RichText::new(rate).size(26.0));
                            ui.label(RichText::new(format!("{y:04}-{m:02}-{d:02}")).size(22.0));
                            ui.end_row();
                        }
                    });
            });
    }

    fn head_to_head_ui(&mut self, ui: &mut Ui, i18n: &I18n) {
        ui.label(
            RichText::new(i18n.text("our-table-head-to-head-title"))
                .size(24.0)
                .strong(),
        );
        let names: Vec<String> = self.rows.iter().map(|r| r.name.clone()).collect();
        ui.horizontal_wrapped(|ui| {
            for (n, salt, pick) in [
                (1, "our-table-first", &mut self.first),
                (2, "our-table-second", &mut self.second),
            ] {
                let text = pick.clone().unwrap_or_else(|| i18n.text("our-table-pick"));
                let label = format!("{} {n}", i18n.text("our-table-pick"));
                egui::ComboBox::from_id_salt(salt)
                    .selected_text(RichText::new(text).size(22.0))
                    .show_ui(ui, |ui| {
                        for name in &names {
                            ui.selectable_value(pick, Some(name.clone()), name);
                        }
                    })
                    .response
                    .widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::ComboBox, true, label.clone())
                    });
            }
        });
        self.compute();
        if let (Some(h), Some(a), Some(b)) = (self.versus, &self.first, &self.second) {
            for (first, second, ahead) in [(a, b, h.first_ahead), (b, a, h.second_ahead)] {
                ui.label(
                    RichText::new(
                        i18n.tr(&Message::new("our-table-head-to-head")
                            .text("first", first.clone())
                            .text("second", second.clone())
                            .number("ahead", ahead as i64)
                            .number("together", h.together as i64)),
                    )
                    .size(22.0),
                );
            }
        }
    }

    /// Picks the two players of the head to head (tests, and a later "compare" click).
    pub fn set_head_to_head(&mut self, first: &str, second: &str) {
        self.first = Some(first.to_owned());
        self.second = Some(second.to_owned());
    }

    /// Counts only `game` (every game when `None`).
    pub fn set_game(&mut self, game: Option<GameKind>) {
        self.game = game;
    }
}
