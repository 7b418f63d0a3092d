//! Widgets every screen shares.
//!
//! By topic: `cards.rs` (the players' cards and the layout that sizes them),
//! `choosers.rs` (choosers, digit and number entries, the confirm row); this file keeps
//! the buttons, the badge, refusals, the steppers and tracks, and the greyed buttons'
//! reasons.

use egui::{Color32, RichText, Sense, Ui, Vec2, WidgetInfo};

use super::theme;
use crate::core::pips::Pips;

mod cards;
mod choosers;

pub use cards::{
    CardLayout, CardSize, CardSizes, CardSpec, card_figure, card_figure_right, card_key_figure,
    card_key_figure_right, card_layout, card_name, card_stepper, card_used_id, figure_ems,
    fitted_size, framed_card, key_ems, player_card, player_grid, stepper_ems, text_width,
    widest_text,
};
pub use choosers::{
    Choice, DialogChoice, Typed, chooser, confirm_row, count_row, cycle, cycle_keys, digit_key,
    digit_refusal, named_slider, number_entry, number_row, player_chooser, typed_digit,
};

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

/// A [`big_button`] whose reason for being greyed stays in its tooltip, not listed beside
/// the dock's form: for a main action the form itself counts towards ("1 of 2 picked"),
/// so that the dock keeps its height, and nothing moves, when the button becomes usable.
pub fn big_button_waiting(
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
    let response = match shortcut {
        Some(tip) => response.on_hover_text(tip),
        None => response,
    };
    match why_not {
        Some(why) => response.on_disabled_hover_text(why),
        None => response,
    }
}

/// A [`big_button`] as wide as the widest of `texts` (the labels it may show, `text`
/// among them), so that a main action whose label changes in place ("Resolve the
/// event", "Resolve the Gold rush") keeps its rectangle: nothing moves under the
/// pointer.
pub fn big_button_for(
    ui: &mut Ui,
    text: &str,
    texts: &[String],
    why_not: Option<&str>,
    shortcut: Option<&str>,
) -> egui::Response {
    const SIZE: f32 = 26.0;
    let padding = 2.0 * ui.spacing().button_padding.x;
    let widest = texts
        .iter()
        .map(String::as_str)
        .chain([text])
        .map(|t| {
            ui.fonts_mut(|f| {
                f.layout_no_wrap(
                    t.to_owned(),
                    egui::FontId::proportional(SIZE),
                    Color32::WHITE,
                )
            })
            .size()
            .x
        })
        .fold(0.0, f32::max);
    action_button(
        ui,
        text,
        SIZE,
        Vec2::new(
            (widest + padding).ceil().max(260.0),
            theme::BIG_BUTTON_HEIGHT,
        ),
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

/// A peek the operator holds: a button that shows what the table keeps face down only
/// while the pointer is held down on it (the architecture's "deliberate hold"), so a
/// value never stays on the laptop's screen by a forgotten click. Shows `text`, named
/// `label` for screen readers and its tooltip. Returns whether it is held now; the
/// caller draws the hidden values after it (nothing before it moves when they appear).
pub fn hold_to_peek(ui: &mut Ui, text: &str, label: &str) -> bool {
    let response = ui.add(egui::Button::new(text).sense(egui::Sense::click_and_drag()));
    let held = response.is_pointer_button_down_on();
    let label = label.to_owned();
    response.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, held, label.clone()));
    let _ = response.on_hover_text(&label);
    held
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

/// A label wrapped to `ui`'s width, its lines left-aligned: never justified, as egui
/// lays a label out in a justified layout (`ui.columns`, `add_sized`), stretching a
/// wrapped line's letters apart.
pub fn wrapped_label(ui: &mut Ui, text: impl Into<egui::WidgetText>) -> egui::Response {
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.add(egui::Label::new(text).wrap())
    })
    .inner
}

/// A label wrapped within a box of `size` points taken from `ui`, its lines aligned by
/// `align` and the block centred in the box's height; returns the label's response.
/// Unlike `ui.add_sized`, which lays the label out justified (stretching a wrapped
/// line's letters apart: "p e r s o n n e  d ’ a u t r e"), its lines keep their
/// spacing.
pub fn boxed_label(
    ui: &mut Ui,
    size: Vec2,
    text: impl Into<egui::WidgetText>,
    align: egui::Align,
) -> egui::Response {
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(align).with_main_align(egui::Align::Center)),
    );
    child.add(egui::Label::new(text).wrap())
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

/// Draws `draw` without listing beside the dock's form the reasons of the buttons it
/// greys (they keep their tooltips): for a row that shows every player always, greyed
/// for a plain reason (the player whose turn it is, one knocked out), whose reasons would
/// crowd out those that matter. The caller lists those with [`note_greyed`].
pub fn unlisted<R>(ui: &mut Ui, draw: impl FnOnce(&mut Ui) -> R) -> R {
    let saved = ui
        .ctx()
        .data_mut(|d| d.get_temp::<Option<Vec<(u8, String)>>>(greyed_id()));
    let out = draw(ui);
    if let Some(saved) = saved {
        ui.ctx().data_mut(|d| d.insert_temp(greyed_id(), saved));
    }
    out
}

/// Records why a button is greyed, if the dock is collecting (rank 0: a main action, 1: a
/// button, 2: a choice among players), to list it beside the form.
pub fn note_greyed(ctx: &egui::Context, rank: u8, why: &str) {
    ctx.data_mut(|d| {
        if let Some(list) = d.get_temp_mut_or_default::<Option<Vec<(u8, String)>>>(greyed_id()) {
            list.push((rank, why.to_owned()));
        }
    });
}
