//! Home: one tile per game, the games in progress to continue, finished games, and the
//! saves that had to be set aside.

use std::path::PathBuf;

use egui::{RichText, TextureHandle, Ui, Vec2};

use super::Command;
use crate::core::game::GameKind;
use crate::core::message::Message;
use crate::games::{self, SavedSummary};
use crate::host::Game;
use crate::i18n::I18n;
use crate::kit::theme;
use crate::services::storage::unix_secs_now;

/// A saved game listed on Home.
#[derive(Clone, Debug)]
pub struct HomeEntry {
    /// The save file.
    pub path: PathBuf,
    /// What it holds.
    pub summary: SavedSummary,
    /// Seconds since the Unix epoch of its last change.
    pub modified_unix_secs: u64,
    /// Whether another Deputy window has it open (holds its lock): it may only be viewed.
    pub in_use: bool,
}

/// A save that could not be read and was set aside.
#[derive(Clone, Debug)]
pub struct SetAside {
    /// The file's name.
    pub file: String,
    /// Why.
    pub reason: Message,
    /// Where it went.
    pub moved_to: Option<PathBuf>,
}

/// A save of a game this build does not play, left where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherVersion {
    /// The file's name.
    pub file: String,
    /// The game's name as the save gives it.
    pub game: String,
}

/// What Home lists besides the games: saves, problems.
#[derive(Clone, Copy, Debug)]
pub struct HomeLists<'a> {
    /// Readable saves, newest first.
    pub saves: &'a [HomeEntry],
    /// Saves set aside.
    pub set_aside: &'a [SetAside],
    /// Saves of games this build does not play.
    pub other_version: &'a [OtherVersion],
}

/// The width of a game's tile on Home, in points.
const TILE_WIDTH: f32 = 210.0;

/// A game's icon as a texture, decoded once and kept in the context's memory.
fn icon(ctx: &egui::Context, game: &dyn Game) -> Option<TextureHandle> {
    let kind = game.kind();
    let id = egui::Id::unique(("game-icon", kind.slug()));
    if let Some(texture) = ctx.data(|d| d.get_temp::<TextureHandle>(id)) {
        return Some(texture);
    }
    let data = eframe::icon_data::from_png_bytes(game.icon_png()).ok()?;
    let size = [
        usize::try_from(data.width).ok()?,
        usize::try_from(data.height).ok()?,
    ];
    let image = egui::ColorImage::from_rgba_unmultiplied(size, &data.rgba);
    let texture = ctx.load_texture(kind.slug(), image, egui::TextureOptions::LINEAR);
    ctx.data_mut(|d| d.insert_temp(id, texture.clone()));
    Some(texture)
}

/// "5 min ago", from a Unix time.
fn ago(i18n: &I18n, unix_secs: u64) -> String {
    let secs = unix_secs_now().saturating_sub(unix_secs);
    let message = match secs {
        0..60 => Message::new("ago-now"),
        60..3600 => Message::new("ago-minutes").number("n", (secs / 60) as i64),
        3600..86_400 => Message::new("ago-hours").number("n", (secs / 3600) as i64),
        _ => Message::new("ago-days").number("n", (secs / 86_400) as i64),
    };
    i18n.tr(&message)
}

/// Draws Home.
pub fn home_ui(ui: &mut Ui, i18n: &I18n, lists: HomeLists<'_>, commands: &mut Vec<Command>) {
    let HomeLists {
        saves,
        set_aside,
        other_version,
    } = lists;
    egui::ScrollArea::vertical()
        .id_salt("home")
        .auto_shrink(false)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new("Deputy")
                        .size(theme::CAPTION)
                        .strong()
                        .color(theme::accent(ui, theme::GOLD)),
                );
                ui.label(RichText::new(i18n.text("tagline")).size(22.0));
            });
            ui.add_space(8.0);

            for problem in set_aside {
                let path = problem
                    .moved_to
                    .as_ref()
                    .map_or_else(|| "none".to_owned(), |p| p.display().to_string());
                let message = Message::new("home-set-aside")
                    .text("file", problem.file.clone())
                    .message("reason", problem.reason.clone())
                    .text("path", path);
                ui.label(
                    RichText::new(format!("! {}", i18n.tr(&message)))
                        .color(theme::accent(ui, theme::DANGER))
                        .size(18.0),
                );
            }

            for other in other_version {
                let message = Message::new("home-other-version")
                    .text("file", other.file.clone())
                    .text("game", other.game.clone());
                ui.label(
                    RichText::new(format!("! {}", i18n.tr(&message)))
                        .color(theme::accent(ui, theme::GOLD))
                        .size(18.0),
                );
            }

            let in_progress: Vec<&HomeEntry> = saves.iter().filter(|s| !s.summary.over).collect();
            if !in_progress.is_empty() {
                ui.heading(i18n.text("home-in-progress"));
                for entry in in_progress {
                    save_row_ui(ui, i18n, entry, true, commands);
                }
                ui.add_space(12.0);
            }

            ui.heading(i18n.text("home-new-game"));
            // Frames do not wrap by themselves: lay the tiles out in rows that fit.
            let per_row = ((ui.available_width() / (TILE_WIDTH + 40.0)).floor() as usize)
                .clamp(1, GameKind::ALL.len());
            for row in GameKind::ALL.chunks(per_row) {
                ui.horizontal_top(|ui| {
                    for &kind in row {
                        tile_ui(ui, i18n, kind, commands);
                    }
                });
            }

            let finished: Vec<&HomeEntry> = saves.iter().filter(|s| s.summary.over).collect();
            if !finished.is_empty() {
                ui.add_space(12.0);
                // The table's record across evenings (issue 32).
                if ui
                    .button(RichText::new(i18n.text("our-table")).size(22.0).strong())
                    .clicked()
                {
                    commands.push(Command::OpenOurTable);
                }
                let title =
                    i18n.tr(&Message::new("home-finished").number("count", finished.len() as i64));
                egui::CollapsingHeader::new(RichText::new(title).size(22.0)).show(ui, |ui| {
                    for entry in finished {
                        save_row_ui(ui, i18n, entry, false, commands);
                    }
                });
            }
        });
}

fn tile_ui(ui: &mut Ui, i18n: &I18n, kind: GameKind, commands: &mut Vec<Command>) {
    let game = games::find(kind);
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .corner_radius(10.0)
        .show(ui, |ui| {
            ui.set_width(TILE_WIDTH);
            ui.set_height(290.0);
            ui.vertical_centered(|ui| {
                match game.and_then(|g| icon(ui.ctx(), g)) {
                    Some(texture) => {
                        ui.add(egui::Image::new(&texture).fit_to_exact_size(Vec2::splat(110.0)));
                    }
                    None => {
                        ui.add_space(110.0);
                    }
                }
                ui.label(RichText::new(kind.title()).size(28.0).strong());
                let Some(game) = game else {
                    ui.add_enabled(false, egui::Button::new(i18n.text("home-not-yet")))
                        .on_disabled_hover_text(i18n.text("home-not-yet-tooltip"));
                    return;
                };
                let (min, max) = game.players();
                ui.label(
                    i18n.tr(&Message::new("home-players")
                        .number("min", min as i64)
                        .number("max", max as i64)),
                );
                ui.label(RichText::new(i18n.text(game.description())).size(16.0));
                ui.add_space(4.0);
                let text = i18n.tr(&Message::new("home-new").text("game", kind.title()));
                if ui.button(RichText::new(text).size(22.0).strong()).clicked() {
                    commands.push(Command::OpenSetup(kind));
                }
            });
        });
}

fn save_row_ui(
    ui: &mut Ui,
    i18n: &I18n,
    entry: &HomeEntry,
    can_continue: bool,
    commands: &mut Vec<Command>,
) {
    let s = &entry.summary;
    ui.horizontal_wrapped(|ui| {
        if entry.in_use {
            if ui
                .add(egui::Button::new(
                    RichText::new(i18n.text("home-view-button"))
                        .size(22.0)
                        .strong(),
                ))
                .on_hover_text(i18n.text("home-view-tooltip"))
                .clicked()
            {
                commands.push(Command::View(entry.path.clone()));
            }
        } else if can_continue {
            let label = i18n.tr(&Message::new("home-continue")
                .text("game", s.kind.title())
                .text("players", s.players.join(", ")));
            if ui
                .add(egui::Button::new(
                    RichText::new(i18n.text("home-continue-button"))
                        .size(22.0)
                        .strong(),
                ))
                .on_hover_text(&label)
                .clicked()
            {
                commands.push(Command::Continue(entry.path.clone()));
            }
        } else if s.over {
            // A finished game opens on its results (issue 32).
            let label = format!(
                "{} \u{b7} {} \u{b7} {}",
                i18n.text("results-show"),
                s.kind.title(),
                s.players.join(", ")
            );
            let button = ui.add(egui::Button::new(
                RichText::new(i18n.text("results-show")).size(22.0).strong(),
            ));
            button
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label.clone()));
            if button.clicked() {
                commands.push(Command::Continue(entry.path.clone()));
            }
        }
        ui.label(
            RichText::new(format!("{} · {}", s.kind.title(), s.players.join(", ")))
                .strong()
                .size(20.0),
        );
        if entry.in_use {
            ui.label(
                RichText::new(format!("· {}", i18n.text("home-in-use")))
                    .color(theme::accent(ui, theme::GOLD))
                    .strong()
                    .size(20.0),
            );
        }
        ui.label(format!("· {}", i18n.tr(&s.summary)));
        if let Some(last) = &s.last {
            ui.label(RichText::new(format!("· {}", i18n.tr(last))).weak());
        }
        ui.label(RichText::new(format!("· {}", ago(i18n, entry.modified_unix_secs))).weak());
        let confirm_id = egui::Id::unique(("confirm-delete", entry.path.clone()));
        let confirming = ui
            .ctx()
            .data(|d| d.get_temp::<bool>(confirm_id))
            .unwrap_or(false);
        if confirming {
            ui.label(
                RichText::new(i18n.text("home-delete-confirm"))
                    .color(theme::accent(ui, theme::DANGER)),
            );
            if ui.button(i18n.text("home-delete-yes")).clicked() {
                commands.push(Command::Delete(entry.path.clone()));
                ui.ctx().data_mut(|d| d.remove::<bool>(confirm_id));
            }
            if ui.button(i18n.text("home-delete-no")).clicked() {
                ui.ctx().data_mut(|d| d.remove::<bool>(confirm_id));
            }
        } else if ui
            .add_enabled(
                !entry.in_use,
                egui::Button::new(i18n.text("home-delete")).small(),
            )
            .on_disabled_hover_text(i18n.text("home-in-use-delete"))
            .clicked()
        {
            ui.ctx().data_mut(|d| d.insert_temp(confirm_id, true));
        }
    });
}
