//! Widgets every screen shares.

use egui::{Color32, RichText, Sense, Ui, Vec2, WidgetInfo};

use super::theme;
use crate::core::pips::Pips;

/// A large button for the action that matters now. Disabled with `why` as its tooltip
/// when `why` is given; `shortcut` is shown in the tooltip.
pub fn big_button(
    ui: &mut Ui,
    text: &str,
    why_not: Option<&str>,
    shortcut: Option<&str>,
) -> egui::Response {
    let button = egui::Button::new(RichText::new(text).size(26.0).strong())
        .min_size(Vec2::new(260.0, theme::BIG_BUTTON_HEIGHT))
        .fill(if why_not.is_none() {
            theme::GOLD.gamma_multiply(0.35)
        } else {
            Color32::TRANSPARENT
        });
    let response = ui.add_enabled(why_not.is_none(), button);
    with_tips(response, shortcut, why_not)
}

/// Adds a tooltip (shortcut or help) and, on a disabled widget, the reason it is disabled.
fn with_tips(response: egui::Response, tip: Option<&str>, why_not: Option<&str>) -> egui::Response {
    let response = match tip {
        Some(tip) => response.on_hover_text(tip),
        None => response,
    };
    match why_not {
        Some(why) => response.on_disabled_hover_text(why),
        None => response,
    }
}

/// A small button with a tooltip, disabled with `why_not` as the tooltip when given.
pub fn button(
    ui: &mut Ui,
    text: &str,
    why_not: Option<&str>,
    tooltip: Option<&str>,
) -> egui::Response {
    let response = ui.add_enabled(why_not.is_none(), egui::Button::new(text));
    with_tips(response, tooltip, why_not)
}

/// A player's badge: a disc in the player's colour with the initial on it, so players
/// are told apart by more than hue.
pub fn badge(ui: &mut Ui, initial: &str, colour: Color32, diameter: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(diameter), Sense::hover());
    let painter = ui.painter();
    painter.circle(
        rect.center(),
        diameter / 2.0,
        colour,
        ui.visuals().widgets.noninteractive.fg_stroke,
    );
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        initial,
        egui::FontId::proportional(diameter * 0.5),
        theme::text_on(colour),
    );
    response
}

/// A sentence explaining why something was refused, in the danger colour.
pub fn refusal(ui: &mut Ui, text: &str) {
    ui.label(
        RichText::new(format!("! {text}"))
            .color(theme::DANGER)
            .size(20.0),
    );
}

/// A row of card or die values 1 to 6; clicking one selects it. Each button's
/// accessible label is `"{label} {value}"` (e.g. "Shot 5"), so UI tests and screen
/// readers can tell the rows apart. Returns `true` if the selection changed.
pub fn pips_picker(ui: &mut Ui, label: &str, selected: &mut Option<Pips>) -> bool {
    let mut changed = false;
    ui.horizontal(|ui| {
        ui.label(RichText::new(label).size(22.0));
        for value in Pips::all() {
            let is = *selected == Some(value);
            let text = RichText::new(value.to_string()).size(28.0).strong();
            let response = ui.add(
                egui::Button::selectable(is, text)
                    .frame(true)
                    .min_size(Vec2::splat(48.0)),
            );
            let name = format!("{label} {value}");
            response
                .widget_info(|| WidgetInfo::selected(egui::Role::Button, true, is, name.clone()));
            if response.clicked() {
                *selected = Some(value);
                changed = true;
            }
        }
    });
    changed
}

/// Bullets in a cylinder: filled and empty chambers.
pub fn chambers(ui: &mut Ui, full: u8, of: u8, size: f32) {
    let (rect, _) =
        ui.allocate_exact_size(Vec2::new(f32::from(of) * size * 1.1, size), Sense::hover());
    let fg = ui.visuals().strong_text_color();
    for i in 0..of {
        let center = egui::pos2(
            rect.left() + size * 0.55 + f32::from(i) * size * 1.1,
            rect.center().y,
        );
        if i < full {
            ui.painter().circle_filled(center, size * 0.42, theme::GOLD);
        } else {
            ui.painter()
                .circle_stroke(center, size * 0.38, egui::Stroke::new(2.0, fg));
        }
    }
}
