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

/// A row of card or die values 1 to 6 (see [`number_entry`]): the accessible labels
/// are `"{label} {value}"` (e.g. "Shot 5"). Returns `true` if the selection changed.
pub fn pips_picker(ui: &mut Ui, label: &str, selected: &mut Option<Pips>) -> bool {
    let mut value = selected.map(Pips::get);
    let changed = number_entry(ui, label, 1..=6, &mut value);
    if changed {
        *selected = value.and_then(Pips::new);
    }
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

/// A large counter with −1 and +1 buttons on either side (a KO track, a stock of
/// tokens): what [`stepper`] shows and how it is named.
#[derive(Clone, Copy, Debug)]
pub struct Stepper<'a> {
    /// The value as shown ("7").
    pub value: &'a str,
    /// The value's accessible label ("Bob: 7 KO points").
    pub value_label: &'a str,
    /// The value's colour.
    pub value_colour: Color32,
    /// The value's size, in points.
    pub value_size: f32,
    /// The −1 button's accessible label ("Bob −1").
    pub minus_label: &'a str,
    /// The +1 button's accessible label.
    pub plus_label: &'a str,
    /// Why −1 is disabled, if it is (its tooltip).
    pub minus_why: Option<&'a str>,
    /// Why +1 is disabled, if it is.
    pub plus_why: Option<&'a str>,
    /// The buttons' tooltip (their keys).
    pub tooltip: Option<&'a str>,
}

/// Draws a [`Stepper`]: a −1 button, the value, a +1 button, each button square and
/// `value_size` × 0.75 high. Returns −1 or +1 when a button was clicked.
pub fn stepper(ui: &mut Ui, stepper: &Stepper<'_>) -> Option<i8> {
    let side = (stepper.value_size * 0.75).max(48.0);
    let step = |ui: &mut Ui, text: &str, label: &str, why: Option<&str>| {
        let button = egui::Button::new(RichText::new(text).size(side * 0.5).strong())
            .min_size(Vec2::splat(side));
        let enabled = why.is_none();
        let response = ui.add_enabled(enabled, button);
        let label = label.to_owned();
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, label.clone()));
        with_tips(response, stepper.tooltip, why).clicked()
    };
    let mut delta = None;
    // One row as high as the figure, everything centred on it.
    let row = Vec2::new(ui.available_width(), stepper.value_size * 1.15);
    ui.allocate_ui_with_layout(
        row,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            if step(ui, "−1", stepper.minus_label, stepper.minus_why) {
                delta = Some(-1);
            }
            let response = ui.add(
                egui::Label::new(
                    RichText::new(stepper.value)
                        .size(stepper.value_size)
                        .strong()
                        .color(stepper.value_colour),
                )
                .selectable(false),
            );
            let label = stepper.value_label.to_owned();
            response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
            if step(ui, "+1", stepper.plus_label, stepper.plus_why) {
                delta = Some(1);
            }
        },
    );
    delta
}

/// A track of `of` boxes, the first `full` filled in `colour` (a KO track, a hat
/// track), each `size` points wide.
pub fn track(ui: &mut Ui, full: u8, of: u8, size: f32, colour: Color32) {
    let gap = size * 0.25;
    let width = f32::from(of) * (size + gap);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, size), Sense::hover());
    let fg = ui.visuals().strong_text_color();
    for i in 0..of {
        let left = rect.left() + f32::from(i) * (size + gap);
        let cell = egui::Rect::from_min_size(egui::pos2(left, rect.top()), Vec2::splat(size));
        if i < full {
            ui.painter().rect_filled(cell, size * 0.2, colour);
        } else {
            ui.painter().rect_stroke(
                cell.shrink(1.0),
                size * 0.2,
                egui::Stroke::new(2.0, fg.gamma_multiply(0.5)),
                egui::StrokeKind::Inside,
            );
        }
    }
}

/// A player's card on the table: a frame in the player's colour (dimmed when the player
/// is out), `width` wide, its contents stacked vertically.
pub fn player_card<R>(
    ui: &mut Ui,
    colour: Color32,
    out: bool,
    width: f32,
    contents: impl FnOnce(&mut Ui) -> R,
) -> R {
    let stroke = if out {
        colour.gamma_multiply(0.4)
    } else {
        colour
    };
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(4.0, stroke))
        .inner_margin(12.0)
        .corner_radius(10.0)
        .show(ui, |ui| {
            ui.set_width(width);
            ui.vertical(contents).inner
        })
        .inner
}

/// The players' cards in rows: as many columns as fit `min_width` each (at most
/// `max_columns`), each card told its width. A card adds its frame's margins (2 × 12)
/// and stroke (2 × 4) around that width.
pub fn player_grid(
    ui: &mut Ui,
    players: usize,
    min_width: f32,
    max_columns: usize,
    mut card: impl FnMut(&mut Ui, usize, f32),
) {
    const CARD_EXTRA: f32 = 44.0;
    let avail = ui.available_width();
    let fit = ((avail / (min_width + CARD_EXTRA)).floor() as usize).max(1);
    let columns = fit.min(max_columns).min(players.max(1));
    let width = ((avail - CARD_EXTRA * columns as f32) / columns as f32).max(min_width);
    ui.vertical(|ui| {
        for row in (0..players).collect::<Vec<_>>().chunks(columns) {
            ui.horizontal_top(|ui| {
                for &i in row {
                    card(ui, i, width);
                }
            });
        }
    });
}

/// One player a chooser offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The player's index.
    pub index: usize,
    /// The text on the button (the name).
    pub text: String,
    /// The accessible label ("Shooter Clint"), which UI tests and screen readers use.
    pub label: String,
    /// Why the player cannot be chosen now, if not.
    pub why_not: Option<String>,
}

/// A row of player buttons, one selected at most. Returns whether the selection
/// changed. (Arrow keys: [`cycle_keys`].)
pub fn player_chooser(
    ui: &mut Ui,
    title: &str,
    choices: &[Choice],
    selected: &mut Option<usize>,
) -> bool {
    let mut changed = false;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(title).size(22.0));
        for choice in choices {
            let is = *selected == Some(choice.index);
            let button =
                egui::Button::selectable(is, RichText::new(&choice.text).size(22.0)).frame(true);
            let enabled = choice.why_not.is_none();
            let mut response = ui.add_enabled(enabled, button);
            let label = choice.label.clone();
            response.widget_info(|| {
                WidgetInfo::selected(egui::Role::Button, enabled, is, label.clone())
            });
            if let Some(why) = &choice.why_not {
                response = response.on_disabled_hover_text(why);
            }
            if response.clicked() {
                *selected = Some(choice.index);
                changed = true;
            }
        }
    });
    changed
}

/// Moves a selection among `choices` with two keys (Left/Right, Up/Down), wrapping
/// around; the first (or last, going back) when nothing is chosen yet. Consumes the keys.
/// Returns whether the selection changed.
pub fn cycle_keys(
    ui: &mut Ui,
    back: egui::Key,
    forward: egui::Key,
    choices: &[usize],
    selected: &mut Option<usize>,
) -> bool {
    let delta = ui.input_mut(|i| {
        if i.consume_key(egui::Modifiers::NONE, back) {
            -1
        } else if i.consume_key(egui::Modifiers::NONE, forward) {
            1
        } else {
            0
        }
    });
    if delta == 0 {
        return false;
    }
    let next = cycle(choices, *selected, delta);
    let changed = next != *selected;
    *selected = next;
    changed
}

/// The choice `delta` places after `current` among `choices`, wrapping around; the first
/// (or last, going back) when nothing is chosen yet.
#[must_use]
pub fn cycle(choices: &[usize], current: Option<usize>, delta: i32) -> Option<usize> {
    if choices.is_empty() {
        return None;
    }
    let n = choices.len() as i32;
    let at = match current.and_then(|c| choices.iter().position(|&x| x == c)) {
        Some(i) => (i as i32 + delta).rem_euclid(n),
        None if delta < 0 => n - 1,
        None => 0,
    };
    choices.get(at as usize).copied()
}

/// The digit key pressed this frame within `range` (0 to 9), consumed; `None` if none.
/// Keys 1 to 6 read a physical die; 1 to 8 a bullet number.
pub fn digit_key(ui: &mut Ui, range: std::ops::RangeInclusive<u8>) -> Option<u8> {
    const DIGITS: [egui::Key; 10] = [
        egui::Key::Num0,
        egui::Key::Num1,
        egui::Key::Num2,
        egui::Key::Num3,
        egui::Key::Num4,
        egui::Key::Num5,
        egui::Key::Num6,
        egui::Key::Num7,
        egui::Key::Num8,
        egui::Key::Num9,
    ];
    (0u8..10)
        .filter(|d| range.contains(d))
        .find(|&d| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, DIGITS[usize::from(d)])))
}

/// A row of number buttons over `range` (1 to 8, 0 to 5…); clicking one selects it.
/// Each button's accessible label is `"{label} {value}"` (e.g. "Bullet 3"), so UI tests
/// and screen readers tell the rows apart. Returns `true` if the selection changed.
pub fn number_entry(
    ui: &mut Ui,
    label: &str,
    range: std::ops::RangeInclusive<u8>,
    selected: &mut Option<u8>,
) -> bool {
    let mut changed = false;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(label).size(22.0));
        for value in range {
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

/// What the confirm and cancel row of a dialog was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogChoice {
    /// Confirm (the button, or Enter while it is enabled).
    Confirm,
    /// Cancel (the button, or Esc).
    Cancel,
}

/// A dialog's confirm and cancel buttons, with Enter and Esc. Confirm is disabled with
/// `why_not` as its tooltip when given. `confirm` and `cancel` are the buttons' texts
/// (the i18n's `dialog-confirm` and `dialog-cancel` when `None`).
pub fn confirm_row(
    ui: &mut Ui,
    i18n: &crate::i18n::I18n,
    confirm: Option<&str>,
    why_not: Option<&str>,
) -> Option<DialogChoice> {
    let (enter, escape) = ui.input_mut(|i| {
        (
            i.consume_key(egui::Modifiers::NONE, egui::Key::Enter),
            i.consume_key(egui::Modifiers::NONE, egui::Key::Escape),
        )
    });
    let mut choice = None;
    ui.horizontal(|ui| {
        let text = confirm.map_or_else(|| i18n.text("dialog-confirm"), str::to_owned);
        if button(ui, &text, why_not, Some(&i18n.text("key-enter"))).clicked()
            || (enter && why_not.is_none())
        {
            choice = Some(DialogChoice::Confirm);
        }
        if button(
            ui,
            &i18n.text("dialog-cancel"),
            None,
            Some(&i18n.text("key-esc")),
        )
        .clicked()
            || escape
        {
            choice = Some(DialogChoice::Cancel);
        }
    });
    choice
}

/// A slider named by its row's label (for screen readers and UI tests), with its value
/// shown as text beside it. Returns whether it changed.
pub fn named_slider(ui: &mut Ui, label: egui::Id, slider: egui::Slider<'_>, value: &str) -> bool {
    ui.horizontal(|ui| {
        let response = ui.add(slider.show_value(false)).labelled_by(label);
        ui.label(value);
        response.changed()
    })
    .inner
}

/// A count with − and + buttons beside its row label: `label`, the buttons, the value.
/// The buttons' accessible labels (and tooltips) are `less` and `more` ("Belle's jewels:
/// one fewer"), so UI tests and screen readers tell the rows apart. The value stays in
/// `0..=max`. Returns the new value when a button was clicked.
pub fn count_row(
    ui: &mut Ui,
    label: &str,
    value: u8,
    max: u8,
    less: &str,
    more: &str,
) -> Option<u8> {
    let mut out = None;
    ui.horizontal(|ui| {
        ui.add_sized(
            Vec2::new(150.0, 32.0),
            egui::Label::new(RichText::new(label).size(20.0)),
        );
        for (text, name, enabled, next) in [
            ("−", less, value > 0, value.saturating_sub(1)),
            ("+", more, value < max, value.saturating_add(1).min(max)),
        ] {
            if text == "+" {
                ui.label(RichText::new(value.to_string()).size(26.0).strong());
            }
            let button = egui::Button::new(RichText::new(text).size(24.0).strong())
                .min_size(Vec2::splat(40.0));
            let response = ui.add_enabled(enabled, button);
            let name = name.to_owned();
            response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, name.clone()));
            if response.on_hover_text(name).clicked() {
                out = Some(next);
            }
        }
    });
    out
}
