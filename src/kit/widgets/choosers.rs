//! Choosers and entries: a player chosen among the seats (arrow keys too), a digit typed
//! for a die face or a number, a row of numbers, a count, a slider, and a dialog's
//! confirm and cancel row.

use super::*;

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
