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
    action_button(
        ui,
        text,
        26.0,
        Vec2::new(260.0, theme::BIG_BUTTON_HEIGHT),
        why_not,
        shortcut,
    )
}

/// A main-action button of text `size` points and at least `min_size` (one of a row of
/// main actions: the kinds of card a player may tell), filled in gold while it may be
/// used; disabled with `why_not` as its tooltip (listed beside the dock's form too), and
/// `tooltip` (its key) on hover.
pub fn action_button(
    ui: &mut Ui,
    text: &str,
    size: f32,
    min_size: Vec2,
    why_not: Option<&str>,
    tooltip: Option<&str>,
) -> egui::Response {
    let button = egui::Button::new(RichText::new(text).size(size).strong())
        .min_size(min_size)
        .fill(if why_not.is_none() {
            theme::GOLD.gamma_multiply(0.35)
        } else {
            Color32::TRANSPARENT
        });
    let response = ui.add_enabled(why_not.is_none(), button);
    with_tips(response, tooltip, why_not, 0)
}

/// Adds a tooltip (shortcut or help) and, on a disabled widget, the reason it is
/// disabled, which the table's dock also shows beside its form (`rank` orders the
/// reasons there: 0 for a main action).
fn with_tips(
    response: egui::Response,
    tip: Option<&str>,
    why_not: Option<&str>,
    rank: u8,
) -> egui::Response {
    let response = match tip {
        Some(tip) => response.on_hover_text(tip),
        None => response,
    };
    match why_not {
        Some(why) => {
            note_greyed(&response.ctx, rank, why);
            response.on_disabled_hover_text(why)
        }
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
    with_tips(response, tooltip, why_not, 1)
}

/// A small button showing a short `text` but named `label` for screen readers and UI
/// tests (a name on the button, "Ann too early" as its label), with a tooltip, disabled
/// with `why_not` when given.
pub fn labelled_button(
    ui: &mut Ui,
    text: &str,
    label: &str,
    why_not: Option<&str>,
    tooltip: Option<&str>,
) -> egui::Response {
    let response = button(ui, text, why_not, tooltip);
    let label = label.to_owned();
    let enabled = why_not.is_none();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, label.clone()));
    response
}

/// A player's badge: a disc in the player's colour with the initial on it, so players
/// are told apart by more than hue.
pub fn badge(ui: &mut Ui, initial: &str, colour: Color32, diameter: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(diameter), Sense::hover());
    let painter = ui.painter();
    let dark = ui.visuals().dark_mode;
    // A black badge on the dark theme (a white one on the light) gets a contrasting ring.
    let ring = if theme::needs_outline(colour, dark) {
        egui::Stroke::new(2.0, theme::outline(dark))
    } else {
        ui.visuals().widgets.noninteractive.fg_stroke
    };
    painter.circle(rect.center(), diameter / 2.0 - 1.0, colour, ring);
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        initial,
        egui::FontId::proportional(diameter * 0.5),
        theme::text_on(colour),
    );
    response
}

/// A swatch of a player's colour, `side` points square, framed so that every colour shows
/// on the theme (a black swatch on the dark theme gets a light frame, a white one on the
/// light theme a dark frame): the colour picker's chips.
pub fn colour_swatch(ui: &mut Ui, colour: Color32, side: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let dark = ui.visuals().dark_mode;
    let frame = if theme::needs_outline(colour, dark) {
        egui::Stroke::new(2.0, theme::outline(dark))
    } else {
        egui::Stroke::new(1.0, ui.visuals().text_color())
    };
    ui.painter().rect(
        rect.shrink(1.0),
        4.0,
        colour,
        frame,
        egui::StrokeKind::Inside,
    );
    response
}

/// A sentence explaining why something was refused, in the danger colour.
pub fn refusal(ui: &mut Ui, text: &str) {
    refusal_sized(ui, text, 20.0);
}

/// A refusal at `size` points, wrapped to the width it has.
pub fn refusal_sized(ui: &mut Ui, text: &str, size: f32) {
    ui.add(
        egui::Label::new(
            RichText::new(format!("! {text}"))
                .color(theme::accent_text(theme::DANGER, ui.visuals().dark_mode))
                .size(size)
                .strong(),
        )
        .wrap_mode(egui::TextWrapMode::Wrap),
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
    // One row as high as the figure, everything centred on it.
    stepper_row(
        ui,
        stepper,
        StepperSizes {
            figure: stepper.value_size,
            side,
            sign: side * 0.5,
            row: stepper.value_size * 1.15,
            gap: None,
        },
    )
}

/// The sizes of a stepper's row, in points.
struct StepperSizes {
    /// The value's text.
    figure: f32,
    /// The side of the square buttons.
    side: f32,
    /// The buttons' "−1" and "+1".
    sign: f32,
    /// The row's height.
    row: f32,
    /// The gap between the buttons and the value, if not the theme's, with no padding.
    gap: Option<f32>,
}

/// A stepper's row at `sizes`: −1, the value, +1, centred on one row. Returns −1 or +1
/// when a button was clicked.
fn stepper_row(ui: &mut Ui, stepper: &Stepper<'_>, sizes: StepperSizes) -> Option<i8> {
    let step = |ui: &mut Ui, text: &str, label: &str, why: Option<&str>| {
        let button = egui::Button::new(RichText::new(text).size(sizes.sign).strong())
            .min_size(Vec2::splat(sizes.side));
        let enabled = why.is_none();
        let response = ui.add_enabled(enabled, button);
        let label = label.to_owned();
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, label.clone()));
        with_tips(response, stepper.tooltip, why, 1).clicked()
    };
    let mut delta = None;
    ui.allocate_ui_with_layout(
        Vec2::new(ui.available_width(), sizes.row),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            if let Some(gap) = sizes.gap {
                ui.spacing_mut().item_spacing.x = gap;
                ui.spacing_mut().button_padding = Vec2::ZERO;
            }
            if step(ui, "−1", stepper.minus_label, stepper.minus_why) {
                delta = Some(-1);
            }
            let response = ui.add(
                egui::Label::new(
                    RichText::new(stepper.value)
                        .size(sizes.figure)
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

/// The colour of a card's border: the player's, dimmed when the player is out.
fn card_stroke(colour: Color32, out: bool) -> Color32 {
    if out {
        colour.gamma_multiply(0.4)
    } else {
        colour
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
    let stroke = card_stroke(colour, out);
    let dark = ui.visuals().dark_mode;
    // A black card on the dark theme (a white one on the light) gets a contrasting line
    // around its border, so the player's colour still shows.
    let outline = if theme::needs_outline(colour, dark) {
        egui::Stroke::new(1.0, theme::outline(dark))
    } else {
        egui::Stroke::NONE
    };
    egui::Frame::new()
        .stroke(outline)
        .corner_radius(11.0)
        .show(ui, |ui| {
            egui::Frame::group(ui.style())
                .stroke(egui::Stroke::new(4.0, stroke))
                .inner_margin(12.0)
                .corner_radius(10.0)
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.vertical(contents).inner
                })
                .inner
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

/// A row of player buttons, one selected at most. A lone possible choice (the only
/// player not greyed) is selected at once, so nobody has to click the obvious. Returns
/// whether the selection changed. (Arrow keys: [`cycle_keys`].)
pub fn player_chooser(
    ui: &mut Ui,
    title: &str,
    choices: &[Choice],
    selected: &mut Option<usize>,
) -> bool {
    ui.horizontal_wrapped(|ui| chooser(ui, title, choices, selected, CHOOSER_TEXT))
        .inner
}

/// The text size of [`player_chooser`], in points.
const CHOOSER_TEXT: f32 = 22.0;

/// [`player_chooser`]'s title and buttons drawn into the layout `ui` has (the caller's
/// `horizontal_wrapped`, so a dense form can put several choices on one line), at
/// `size` points; an empty `title` draws none. A lone possible choice is selected at
/// once, as in [`player_chooser`]. Returns whether the selection changed.
pub fn chooser(
    ui: &mut Ui,
    title: &str,
    choices: &[Choice],
    selected: &mut Option<usize>,
    size: f32,
) -> bool {
    let mut changed = false;
    let mut possible = choices.iter().filter(|c| c.why_not.is_none());
    if selected.is_none()
        && let (Some(lone), None) = (possible.next(), possible.next())
    {
        *selected = Some(lone.index);
        changed = true;
    }
    if !title.is_empty() {
        ui.label(RichText::new(title).size(size));
    }
    for choice in choices {
        let is = *selected == Some(choice.index);
        let button =
            egui::Button::selectable(is, RichText::new(&choice.text).size(size)).frame(true);
        let enabled = choice.why_not.is_none();
        let mut response = ui.add_enabled(enabled, button);
        let label = choice.label.clone();
        response
            .widget_info(|| WidgetInfo::selected(egui::Role::Button, enabled, is, label.clone()));
        if let Some(why) = &choice.why_not {
            note_greyed(ui.ctx(), 2, why);
            response = response.on_disabled_hover_text(why);
        }
        if response.clicked() {
            *selected = Some(choice.index);
            changed = true;
        }
    }
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

/// A digit key typed this frame, within the values a form takes or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// A value the form takes.
    Value(u8),
    /// A digit outside the form's range (a 7 for a die face): refuse it, visibly
    /// (`refuse-digit-range` says which values the form takes).
    OutOfRange(u8),
}

/// The digit key (0 to 9) pressed this frame, consumed, told apart by whether it is in
/// `range`: a form that reads a die face refuses a 7 out loud instead of ignoring it.
pub fn typed_digit(ui: &mut Ui, range: std::ops::RangeInclusive<u8>) -> Option<Typed> {
    digit_key(ui, 0..=9).map(|d| {
        if range.contains(&d) {
            Typed::Value(d)
        } else {
            Typed::OutOfRange(d)
        }
    })
}

/// The refusal of a digit outside `range` (the shell's `refuse-digit-range`).
#[must_use]
pub fn digit_refusal(
    digit: u8,
    range: std::ops::RangeInclusive<u8>,
) -> crate::core::message::Message {
    crate::core::message::Message::new("refuse-digit-range")
        .number("digit", i64::from(digit))
        .number("min", i64::from(*range.start()))
        .number("max", i64::from(*range.end()))
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
    match number_row(ui, label, label, range, *selected, |_| false) {
        Some(value) => {
            *selected = Some(value);
            true
        }
        None => false,
    }
}

/// A row of number buttons over `range`, like [`number_entry`], that only reports the
/// value clicked, so the caller may refuse it with its reason; the values `taken` says
/// are drawn faint (another player's bullet) but stay clickable. `caption` is shown
/// before the numbers (none when empty: a narrow form whose question says it already);
/// each button is named `label` and its value. Returns the value clicked.
pub fn number_row(
    ui: &mut Ui,
    caption: &str,
    label: &str,
    range: std::ops::RangeInclusive<u8>,
    selected: Option<u8>,
    taken: impl Fn(u8) -> bool,
) -> Option<u8> {
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        if !caption.is_empty() {
            ui.label(RichText::new(caption).size(22.0));
        }
        ui.spacing_mut().item_spacing.x = 6.0;
        for value in range {
            let is = selected == Some(value);
            let mut text = RichText::new(value.to_string()).size(28.0).strong();
            if taken(value) && !is {
                text = text.weak();
            }
            let response = ui.add(
                egui::Button::selectable(is, text)
                    .frame(true)
                    .min_size(Vec2::splat(48.0)),
            );
            let name = format!("{label} {value}");
            response
                .widget_info(|| WidgetInfo::selected(egui::Role::Button, true, is, name.clone()));
            if response.clicked() {
                clicked = Some(value);
            }
        }
    });
    clicked
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

/// What one player's card holds, for [`card_layout`]: the rows of each kind, top to
/// bottom, so the layout can size the fonts to the space. The game says it once per
/// frame (it may change with the phase: a row of buttons only while they are needed).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardSpec {
    /// How many cards (players) to lay out, in seating order.
    pub count: usize,
    /// Rows of the player's one key figure (KO points, nuggets, tokens, loot, bullets),
    /// drawn at the key size ([`CardSizes::key`], [`card_key_figure`], [`card_stepper`]):
    /// 1, or 0 for a card without one.
    pub key_rows: usize,
    /// The widest key figure row, in ems of the key size (see [`Self::figure_ems`]).
    pub key_ems: f32,
    /// Rows of the card's other figures (wounds, a hat, vultures): drawn at the figure
    /// size, one row each ([`card_figure`]).
    pub figure_rows: usize,
    /// The widest figure row, in ems of the figure size (a digit is 0.56 em, a letter
    /// about 0.46; a caption drawn at the text size counts at its share): the card must
    /// be this wide, so the figure shrinks on a narrow card.
    pub figure_ems: f32,
    /// Rows of ordinary text (statuses), at the text size.
    pub text_rows: usize,
    /// Rows of buttons (at [`theme::CARD_BUTTON_HEIGHT`]).
    pub button_rows: usize,
    /// The narrowest a card's content may be, in points, for what does not scale with
    /// the figure (its widest button).
    pub min_width: f32,
}

impl Default for CardSpec {
    fn default() -> Self {
        Self {
            count: 0,
            key_rows: 1,
            key_ems: 4.0,
            figure_rows: 0,
            figure_ems: 0.0,
            text_rows: 0,
            button_rows: 0,
            min_width: 0.0,
        }
    }
}

/// The width of a key figure row drawn by [`card_figure`], in ems of the figure size,
/// estimated from its characters: `caption` at the text size (half the figure), a gap,
/// `figure`. Generous (a wide letter counts as an average one, plus a margin), so the
/// card layout leaves room: take the widest row a card can show, in the language shown
/// ("Blessures 3/3", "Chapeau perdu"), as [`CardSpec::figure_ems`].
#[must_use]
pub fn figure_ems(caption: &str, figure: &str) -> f32 {
    row_ems(caption, figure, 0.5)
}

/// The width of a key figure row drawn by [`card_key_figure`], in ems of the key size
/// (for [`CardSpec::key_ems`]): as [`figure_ems`], its caption drawn at the text size,
/// which is smaller beside the key figure (half the figure size, the key size divided
/// by [`theme::KEY_PER_FIGURE`]).
#[must_use]
pub fn key_ems(caption: &str, figure: &str) -> f32 {
    row_ems(caption, figure, 0.5 / theme::KEY_PER_FIGURE)
}

/// [`figure_ems`] with the caption at `caption_scale` of the row's figure size.
fn row_ems(caption: &str, figure: &str, caption_scale: f32) -> f32 {
    let width = |text: &str| {
        text.chars()
            .map(|c| match c {
                '0'..='9' => 0.57,
                '/' | ' ' | '.' | ',' | ':' | 'i' | 'l' | 'j' | 't' | 'f' | 'r' => 0.33,
                'm' | 'w' => 0.78,
                'M' | 'W' => 0.88,
                c if c.is_uppercase() => 0.64,
                _ => 0.49,
            })
            .sum::<f32>()
    };
    let caption = if caption.is_empty() {
        0.0
    } else {
        width(caption) * caption_scale + 0.3
    };
    caption + width(figure) + 0.2
}

/// The sizes [`card_layout`] chose for every card, in points: the card, and the fonts of
/// its key figures, its name and its text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardSizes {
    /// Columns and rows of cards.
    pub columns: usize,
    /// Rows of cards.
    pub rows: usize,
    /// Each card's outer size (frame included).
    pub card: Vec2,
    /// The key figure's font size: [`theme::KEY_PER_FIGURE`] times [`Self::figure`].
    pub key: f32,
    /// The other figures' font size.
    pub figure: f32,
    /// The names' font size (and the badge's diameter is its row height).
    pub name: f32,
    /// The statuses' font size.
    pub text: f32,
}

impl CardSizes {
    /// The height of one row of text at `size` points (the line egui gives it).
    #[must_use]
    pub fn row(size: f32) -> f32 {
        size * theme::ROW_PER_POINT
    }

    /// The badge's diameter: the name's row.
    #[must_use]
    pub fn badge(&self) -> f32 {
        Self::row(self.name)
    }
}

/// One card's place and sizes, handed to the game's card drawing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardSize {
    /// The card's rectangle (frame included); the content must stay inside it.
    pub rect: egui::Rect,
    /// The sizes every card shares.
    pub sizes: CardSizes,
}

/// The players' cards laid out in a rectangle: where each card goes and how large its
/// figures can be. See [`card_layout`].
#[derive(Clone, Debug, PartialEq)]
pub struct CardLayout {
    /// The sizes chosen.
    pub sizes: CardSizes,
    /// Each card's rectangle, in seating order.
    pub rects: Vec<egui::Rect>,
    /// Whether the cards fit at no less than the smallest figure ([`theme::MIN_FIGURE`]);
    /// when not, the cards are given the smallest sizes and overflow their rectangles.
    pub fits: bool,
}

impl CardLayout {
    /// Card `i`'s place and sizes.
    #[must_use]
    pub fn card(&self, i: usize) -> Option<CardSize> {
        self.rects.get(i).map(|&rect| CardSize {
            rect,
            sizes: self.sizes,
        })
    }
}

/// The gap between two cards, in points.
const CARD_GAP: f32 = 10.0;
/// A card's frame: the stroke and the inner margin on each side, in points.
const CARD_FRAME: f32 = 3.0 + 10.0;
/// The vertical gap between two rows inside a card, in points.
const CARD_ROW_GAP: f32 = 6.0;
/// The names' size for a figure size: smaller than the figure, never under
/// [`theme::MIN_NAME`] (a name must read from 2 m).
fn name_size(figure: f32) -> f32 {
    (figure * 0.7).clamp(theme::MIN_NAME, theme::MAX_NAME)
}

/// The key figure's size for a figure size.
fn key_size(figure: f32) -> f32 {
    figure * theme::KEY_PER_FIGURE
}

/// The statuses' size for a figure size.
fn text_size(figure: f32) -> f32 {
    (figure * 0.5).clamp(theme::MIN_TEXT, theme::MAX_TEXT)
}

/// The outer height of a card of `spec` at `figure` points. A text row is counted whole
/// points high: egui rounds a line's height to the pixel (a 44-point figure is 51 points
/// high, not 50.6), and five such rows would otherwise overflow their card.
fn card_height(spec: &CardSpec, figure: f32) -> f32 {
    let row = |size: f32| CardSizes::row(size).ceil();
    let rows = [
        (1, row(name_size(figure))),
        (spec.key_rows, row(key_size(figure))),
        (spec.figure_rows, row(figure)),
        (spec.text_rows, row(text_size(figure))),
        (spec.button_rows, theme::CARD_BUTTON_HEIGHT),
    ];
    let (count, height) = rows
        .iter()
        .fold((0, 0.0), |(n, h), &(k, row)| (n + k, h + k as f32 * row));
    2.0 * CARD_FRAME + height + count.saturating_sub(1) as f32 * CARD_ROW_GAP
}

/// The largest figure size, in steps of half a point, for which a card of `spec` fits
/// `card` (outer size); `None` when not even [`theme::MIN_FIGURE`] fits.
fn largest_figure(spec: &CardSpec, card: Vec2) -> Option<f32> {
    let inner_width = card.x - 2.0 * CARD_FRAME;
    if inner_width < spec.min_width {
        return None;
    }
    // The widest row at the figure size, in ems: the key row counts at the key size.
    let ems = spec
        .figure_ems
        .max(if spec.key_rows > 0 {
            spec.key_ems * theme::KEY_PER_FIGURE
        } else {
            0.0
        })
        .max(0.1);
    // The largest key figure is at most the largest figure.
    let largest = if spec.key_rows > 0 {
        theme::MAX_FIGURE / theme::KEY_PER_FIGURE
    } else {
        theme::MAX_FIGURE
    };
    let mut figure = (inner_width / ems).min(largest);
    while figure >= theme::MIN_FIGURE {
        if card_height(spec, figure) <= card.y {
            return Some((figure * 2.0).floor() / 2.0);
        }
        figure -= 0.5;
    }
    None
}

/// Lays out `spec.count` players' cards in `area`: every arrangement in rows (1 row of
/// all, 2 rows…) is tried and the one with the largest key figures kept (fewer players,
/// larger figures); cards are filled row by row in seating order, each row centred, the
/// grid centred in the area. A card is as tall as its content needs at the sizes chosen, and as
/// wide as its share of the width. Pure: the same area and spec give the same layout, so
/// a window of the same size (full screen or not) shows the same table.
///
/// At 1280×800 the digits of the largest table's key figures must be at least
/// [`theme::MIN_KEY_DIGITS`] high, those of its other figures
/// [`theme::MIN_FIGURE_DIGITS`]; every game's UI test checks it through the kit
/// (`tests/common/kit.rs`, `assert_readable`).
#[must_use]
pub fn card_layout(area: egui::Rect, spec: &CardSpec) -> CardLayout {
    let n = spec.count;
    let mut best: Option<(f32, usize, Vec2)> = None;
    for columns in 1..=n.max(1) {
        let rows = n.div_ceil(columns).max(1);
        let card = Vec2::new(
            (area.width() - CARD_GAP * (columns - 1) as f32) / columns as f32,
            (area.height() - CARD_GAP * (rows - 1) as f32) / rows as f32,
        );
        if let Some(figure) = largest_figure(spec, card)
            && best.is_none_or(|(f, _, _)| figure > f)
        {
            best = Some((figure, columns, card));
        }
    }
    let fits = best.is_some();
    let (figure, columns, card) = best.unwrap_or_else(|| {
        let columns = n.max(1);
        let width = (area.width() - CARD_GAP * (columns - 1) as f32) / columns as f32;
        (theme::MIN_FIGURE, columns, Vec2::new(width, area.height()))
    });
    let rows = n.div_ceil(columns).max(1);
    let card = Vec2::new(card.x, card.y.min(card_height(spec, figure)).max(0.0));
    let sizes = CardSizes {
        columns,
        rows,
        card,
        key: key_size(figure),
        figure,
        name: name_size(figure),
        text: text_size(figure),
    };
    let grid_height = rows as f32 * card.y + (rows - 1) as f32 * CARD_GAP;
    let top = area.top() + ((area.height() - grid_height) / 2.0).max(0.0);
    let rects = (0..n)
        .map(|i| {
            let (row, column) = (i / columns, i % columns);
            let in_row = (n - row * columns).min(columns);
            let row_width = in_row as f32 * card.x + (in_row - 1) as f32 * CARD_GAP;
            let left = area.left() + (area.width() - row_width) / 2.0;
            let min = egui::pos2(
                left + column as f32 * (card.x + CARD_GAP),
                top + row as f32 * (card.y + CARD_GAP),
            );
            egui::Rect::from_min_size(min, card)
        })
        .collect();
    CardLayout { sizes, rects, fits }
}

/// A player's card filling `card.rect`: a frame in the player's colour (dimmed when the
/// player is out; outlined, so a black or dark colour still shows on the dark theme),
/// its contents stacked vertically inside and clipped to it.
pub fn framed_card<R>(
    ui: &mut Ui,
    card: &CardSize,
    colour: Color32,
    out: bool,
    contents: impl FnOnce(&mut Ui) -> R,
) -> R {
    let stroke = card_stroke(colour, out);
    let rect = card.rect;
    let painter = ui.painter();
    painter.rect_filled(rect, 10.0, ui.visuals().faint_bg_color);
    painter.rect_stroke(
        rect.shrink(1.5),
        10.0,
        egui::Stroke::new(3.0, stroke),
        egui::StrokeKind::Inside,
    );
    if theme::needs_outline(colour, ui.visuals().dark_mode) {
        painter.rect_stroke(
            rect,
            10.0,
            egui::Stroke::new(1.0, theme::outline(ui.visuals().dark_mode)),
            egui::StrokeKind::Inside,
        );
    }
    let inner = rect.shrink(CARD_FRAME);
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(inner)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    child.spacing_mut().item_spacing.y = CARD_ROW_GAP;
    let out = contents(&mut child);
    let used = child.min_rect();
    // The frame reads what the content took, to report a card that did not fit.
    ui.ctx()
        .data_mut(|d| d.insert_temp(card_used_id(rect), used.expand(CARD_FRAME)));
    out
}

/// Where [`framed_card`] leaves the rectangle its content took.
#[must_use]
pub fn card_used_id(rect: egui::Rect) -> egui::Id {
    egui::Id::unique(("deputy-card-used", rect.min.x as i32, rect.min.y as i32))
}

/// A card's name row: the badge and the name, at the layout's name size; struck through
/// when the player is out. A long name is drawn smaller (not under
/// [`theme::MIN_NAME`]), and only then cut with "…" (whole on hover) rather than widen
/// the card.
pub fn card_name(
    ui: &mut Ui,
    card: &CardSize,
    initial: &str,
    name: &str,
    colour: Color32,
    out: bool,
) {
    // The row as high as the layout counts it (the badge), not the style's minimum row
    // height (32 points), which a small name would otherwise take.
    ui.scope(|ui| {
        ui.spacing_mut().interact_size.y = card.sizes.badge();
        ui.horizontal(|ui| {
            badge(ui, initial, colour, card.sizes.badge());
            // A long name is drawn smaller, down to the smallest name size, before it is
            // cut.
            let natural = text_width(ui, name, card.sizes.name);
            let room = ui.available_width();
            let size = if natural > room && natural > 0.0 {
                (card.sizes.name * room / natural).max(theme::MIN_NAME.min(card.sizes.name))
            } else {
                card.sizes.name
            };
            let mut text = RichText::new(name).size(size).strong();
            if out {
                text = text.strikethrough();
            }
            ui.add(egui::Label::new(text).truncate());
        });
    });
}

/// How wide `text` is on one line at `size` points (the proportional font), in points:
/// for a row that draws a long word smaller rather than spill out of its card.
pub fn text_width(ui: &Ui, text: &str, size: f32) -> f32 {
    ui.fonts_mut(|f| {
        f.layout_no_wrap(
            text.to_owned(),
            egui::FontId::proportional(size),
            Color32::WHITE,
        )
    })
    .size()
    .x
}

/// A figure row of a card: a small caption and the figure, at the layout's figure size
/// (one of the card's other figures: wounds, a hat), named `label` for screen readers and
/// UI tests ("Clint's wounds: 1/3"). Returns the figure's response (its rect is what a
/// test measures).
pub fn card_figure(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
) -> egui::Response {
    figure_row(
        ui,
        card,
        card.sizes.figure,
        caption,
        figure,
        colour,
        label,
        false,
    )
}

/// The player's one key figure (KO points, nuggets, tokens, loot, bullets) as a row of
/// its card, like [`card_figure`] but at the layout's key size ([`CardSizes::key`]),
/// named `label` ("Clint's bullets: 4/6").
pub fn card_key_figure(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
) -> egui::Response {
    figure_row(
        ui,
        card,
        card.sizes.key,
        caption,
        figure,
        colour,
        label,
        false,
    )
}

/// The key figure row like [`card_key_figure`], its figure at the card's right edge, so
/// that it heads a column of numbers drawn by [`card_figure_right`].
pub fn card_key_figure_right(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
) -> egui::Response {
    figure_row(
        ui,
        card,
        card.sizes.key,
        caption,
        figure,
        colour,
        label,
        true,
    )
}

/// A key figure row like [`card_figure`], its figure at the card's right edge, so that a
/// card of several figures reads as a column of numbers (Colt Express's books: purses,
/// jewels, strongboxes, bullets fired and received).
pub fn card_figure_right(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
) -> egui::Response {
    figure_row(
        ui,
        card,
        card.sizes.figure,
        caption,
        figure,
        colour,
        label,
        true,
    )
}

/// [`card_figure`]'s row, its figure at `size` points (the card's figure or key size)
/// after the caption or at the right edge (`right`).
#[allow(clippy::too_many_arguments)]
fn figure_row(
    ui: &mut Ui,
    card: &CardSize,
    size: f32,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
    right: bool,
) -> egui::Response {
    // A row wider than the card (a long word in another language) is drawn smaller
    // rather than spill over the next card.
    let width = text_width;
    let natural = width(ui, figure, size)
        + if caption.is_empty() {
            0.0
        } else {
            width(ui, caption, card.sizes.text) + ui.spacing().item_spacing.x
        };
    let shrink = (ui.available_width() / natural.max(1.0)).min(1.0);
    let (size, text_size) = (size * shrink, card.sizes.text * shrink);
    let row = CardSizes::row(size);
    // The row as high as the layout counts it, not the style's minimum row height (32
    // points), which a small figure would otherwise take.
    ui.scope(|ui| {
        ui.spacing_mut().interact_size.y = row;
        figure_columns(
            ui,
            row,
            (size, text_size),
            caption,
            figure,
            colour,
            label,
            right,
        )
    })
    .inner
}

/// [`figure_row`]'s caption and figure, in a row `row` high.
#[allow(clippy::too_many_arguments)]
fn figure_columns(
    ui: &mut Ui,
    row: f32,
    (size, text_size): (f32, f32),
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
    right: bool,
) -> egui::Response {
    ui.horizontal(|ui| {
        if !caption.is_empty() {
            ui.allocate_ui_with_layout(
                Vec2::new(0.0, row),
                egui::Layout::left_to_right(egui::Align::Max),
                |ui| {
                    ui.add(
                        egui::Label::new(RichText::new(caption).size(text_size).weak())
                            .selectable(false),
                    )
                },
            );
        }
        let mut text = RichText::new(figure).size(size).strong();
        if let Some(colour) = colour {
            text = text.color(theme::accent_text(colour, ui.visuals().dark_mode));
        }
        let figure = egui::Label::new(text).selectable(false);
        let response = if right {
            ui.allocate_ui_with_layout(
                Vec2::new(ui.available_width(), row),
                egui::Layout::right_to_left(egui::Align::Max),
                |ui| ui.add(figure),
            )
            .inner
        } else {
            ui.add(figure)
        };
        let label = label.to_owned();
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
        response
    })
    .inner
}

/// The side of a [`card_stepper`]'s buttons, in ems of the figure size.
const STEPPER_BUTTON_EMS: f32 = 0.95;

/// The width of a [`card_stepper`] row showing `figure`, in ems of the key size (for
/// [`CardSpec::key_ems`]): the figure and its two square buttons, with the gaps.
#[must_use]
pub fn stepper_ems(figure: &str) -> f32 {
    figure_ems("", figure) + 2.0 * STEPPER_BUTTON_EMS + 0.6
}

/// A key figure with a −1 button before it and a +1 button after it, as one row of a
/// player's card at the layout's key size (a KO counter that is also the quick
/// tracking): what [`stepper`] is, sized by the card. `stepper.value_size` is not used:
/// the figure is drawn at `card.sizes.key`, smaller on a card too narrow for it (see
/// [`stepper_ems`]), and the buttons are squares as high as the figure. The figure is
/// named `stepper.value_label`, each button by its label. Returns −1 or +1 when a
/// button was clicked.
pub fn card_stepper(ui: &mut Ui, card: &CardSize, stepper: &Stepper<'_>) -> Option<i8> {
    let natural = stepper_ems(stepper.value) * card.sizes.key;
    let figure = card.sizes.key * (ui.available_width() / natural.max(1.0)).min(1.0);
    let row = CardSizes::row(figure);
    let side = (figure * STEPPER_BUTTON_EMS).min(row);
    stepper_row(
        ui,
        stepper,
        StepperSizes {
            figure,
            side,
            sign: side * 0.42,
            row,
            gap: Some(figure * 0.15),
        },
    )
}

/// The id under which the dock collects the reasons of its greyed buttons this frame.
fn greyed_id() -> egui::Id {
    egui::Id::unique("deputy-greyed-reasons")
}

/// Starts collecting the reasons of greyed buttons drawn from now on (the table frame
/// does it around its dock, to show them beside the form).
pub fn collect_greyed(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(greyed_id(), Some(Vec::<(u8, String)>::new())));
}

/// Stops collecting and returns the reasons collected since [`collect_greyed`], most
/// important first (a main action's before a small button's), without repeats.
pub fn take_greyed(ctx: &egui::Context) -> Vec<String> {
    let mut reasons: Vec<(u8, String)> = ctx
        .data_mut(|d| d.remove_temp::<Option<Vec<(u8, String)>>>(greyed_id()))
        .flatten()
        .unwrap_or_default();
    reasons.sort_by_key(|(rank, _)| *rank);
    let mut seen = std::collections::BTreeSet::new();
    reasons
        .into_iter()
        .filter_map(|(_, r)| seen.insert(r.clone()).then_some(r))
        .collect()
}

/// Records why a button is greyed, if the dock is collecting (rank 0: a main action, 1: a
/// button, 2: a choice among players).
fn note_greyed(ctx: &egui::Context, rank: u8, why: &str) {
    ctx.data_mut(|d| {
        if let Some(list) = d.get_temp_mut_or_default::<Option<Vec<(u8, String)>>>(greyed_id()) {
            list.push((rank, why.to_owned()));
        }
    });
}
