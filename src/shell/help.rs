//! The help panel (F1, or the top bar's Help): the game's phases and what to tell Deputy
//! in each, from the game's own strings, and where the game's whole guide is.

use egui::{RichText, Ui};

use crate::core::game::GameKind;
use crate::core::message::Message;
use crate::host::HelpSection;
use crate::i18n::I18n;

use super::Command;
use crate::kit::theme;

/// The player's guide to `kind` in Deputy's documentation, from the top of the source
/// tree (and of `/usr/share/doc/deputy/`, where the package installs it):
/// `docs/games/<slug>.md`.
#[must_use]
pub fn guide_path(kind: GameKind) -> String {
    format!("docs/games/{}.md", kind.slug())
}

/// Draws the help of `kind` in a window over the table; its Close button (or Esc, or F1
/// again) asks the shell to hide it.
pub fn help_ui(
    ctx: &egui::Context,
    i18n: &I18n,
    kind: GameKind,
    sections: &[HelpSection],
    commands: &mut Vec<Command>,
) {
    let title = i18n.tr(&Message::new("help-title").text("game", kind.title()));
    // The window stays within the screen: the sections scroll.
    let room = (ctx.content_rect().height() - 200.0).max(200.0);
    let id = egui::Id::unique("help-window");
    // On a laptop the history and the sharing panel lie over the table's right side
    // (in the foreground), where the help opens too: the help is above them, always.
    ctx.move_to_top(egui::LayerId::new(egui::Order::Foreground, id));
    egui::Window::new(RichText::new(title).size(26.0).strong())
        .id(id)
        .order(egui::Order::Foreground)
        .collapsible(false)
        .resizable(true)
        .default_size([620.0, room + 70.0])
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-16.0, 60.0))
        .show(ctx, |ui: &mut Ui| {
            if ui
                .button(RichText::new(i18n.text("help-close")).size(20.0))
                .on_hover_text(format!(
                    "{} / {}",
                    i18n.text("key-f1"),
                    i18n.text("key-esc")
                ))
                .clicked()
            {
                commands.push(Command::ToggleHelp);
            }
            ui.separator();
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| {
                    for section in sections {
                        ui.label(
                            RichText::new(i18n.text(section.title))
                                .size(22.0)
                                .strong()
                                .color(theme::accent(ui, theme::GOLD)),
                        );
                        ui.label(RichText::new(i18n.text(section.body)).size(19.0));
                        ui.add_space(10.0);
                    }
                    ui.label(
                        RichText::new(
                            i18n.tr(&Message::new("help-guide")
                                .text("game", kind.title())
                                .text("path", guide_path(kind))),
                        )
                        .size(16.0)
                        .weak(),
                    );
                });
        });
}
