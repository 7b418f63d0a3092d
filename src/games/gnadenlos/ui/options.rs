//! Setup's options: the variants and the box values, and the note on the vulture cost.

use super::*;
use crate::host::input::ClickGuard;

/// The options on Setup: the box values no public source gives ("check your box") and
/// the variants. The box values open in their own window over Setup ([`box_values_ui`]),
/// so that Setup keeps to one screen however many track sections there are.
pub(super) fn options_ui(ui: &mut Ui, i18n: &I18n, o: &mut GnadenlosOptions) {
    ui.label(
        RichText::new(i18n.text("gnadenlos-options-check"))
            .color(theme::accent(ui, theme::GOLD))
            .strong(),
    );
    ui.checkbox(
        &mut o.poker_losers_back,
        i18n.text("gnadenlos-option-poker-back"),
    );
    ui.checkbox(
        &mut o.complete_rows_only,
        i18n.text("gnadenlos-option-complete-rows"),
    );
    let id = egui::Id::unique("gnadenlos-box-values");
    // Open: the window's click guard (a press begun before it opened, or just after,
    // lands on nothing in it: the second click of a double click on the button).
    let mut open: Option<ClickGuard> = ui.data(|d| d.get_temp(id));
    let time = ui.input(|i| i.time);
    if ui
        .button(RichText::new(i18n.text("gnadenlos-option-box-open")).strong())
        .clicked()
    {
        let mut guard = ClickGuard::default();
        guard.changed(time);
        open = Some(guard);
    }
    if let Some(guard) = open {
        ui.input(|i| guard.watch(i));
        let holds = ui.input(|i| guard.holds(i));
        let mut done = false;
        let modal = egui::Modal::new(id.with("window")).show(ui.ctx(), |ui| {
            if holds {
                // Not clickable for this press, looking just the same.
                ui.visuals_mut().disabled_alpha = 1.0;
                ui.disable();
            }
            done = box_values_ui(ui, i18n, o);
        });
        let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
        let outside = modal.backdrop_response.clicked() && !holds;
        open = (!(done || escape || outside)).then_some(guard);
    }
    ui.data_mut(|d| match open {
        Some(guard) => {
            d.insert_temp(id, guard);
        }
        None => d.remove::<ClickGuard>(id),
    });
    if let Err(problem) = o.check() {
        widgets::refusal(ui, &i18n.tr(&problem.message()));
    }
}

/// The most sections the prestige track may have on Setup.
const MAX_SECTIONS: usize = 10;

/// The box values' window: on the left the debt cards of a colour, the start space,
/// the undertaker, the payouts and the vulture's costs; on the right the prestige
/// track's sections (up to [`MAX_SECTIONS`], their room kept, so the window fits
/// 1280×800 and keeps its size); "Done" and "Box defaults" under both. Returns whether
/// "Done" was clicked.
fn box_values_ui(ui: &mut Ui, i18n: &I18n, o: &mut GnadenlosOptions) -> bool {
    ui.set_width(1120.0);
    ui.label(
        RichText::new(i18n.text("gnadenlos-option-box"))
            .size(24.0)
            .strong(),
    );
    ui.label(
        RichText::new(i18n.text("gnadenlos-options-check")).color(theme::accent(ui, theme::GOLD)),
    );
    ui.add_space(8.0);
    ui.columns(2, |columns| {
        box_values_left_ui(&mut columns[0], i18n, o);
        sections_ui(&mut columns[1], i18n, o);
    });
    ui.add_space(8.0);
    ui.separator();
    let mut done = false;
    ui.horizontal(|ui| {
        if ui
            .add(
                egui::Button::new(RichText::new(i18n.text("gnadenlos-option-box-done")).size(22.0))
                    .min_size(Vec2::new(160.0, 44.0)),
            )
            .clicked()
        {
            done = true;
        }
        if ui.button(i18n.text("gnadenlos-option-reset")).clicked() {
            *o = GnadenlosOptions::default();
        }
    });
    done
}

/// The box values but the track: debt cards, start, undertaker, payouts, vultures.
fn box_values_left_ui(ui: &mut Ui, i18n: &I18n, o: &mut GnadenlosOptions) {
    ui.label(i18n.text("gnadenlos-option-debts"));
    ui.horizontal(|ui| {
        // "0:" on screen (the caption above says what), "Value 0" to screen readers.
        for v in 0..=MAX_DEBT_VALUE {
            let label =
                i18n.tr(&Message::new("gnadenlos-option-debt-value").number("value", i64::from(v)));
            let digit = Message::new("gnadenlos-option-debt-digit").number("value", i64::from(v));
            ui.label(RichText::new(i18n.tr(&digit)).strong());
            let count = &mut o.debt_split[usize::from(v)];
            let response = ui.add(egui::DragValue::new(count).range(0..=13));
            let shown = f64::from(*count);
            response.widget_info(|| egui::WidgetInfo {
                label: Some(label.clone()),
                ..egui::WidgetInfo::drag_value(true, shown)
            });
            ui.add_space(8.0);
        }
    });
    ui.label(
        RichText::new(
            i18n.tr(&Message::new("gnadenlos-option-debt-total")
                .number("count", i64::from(o.cards_per_colour()))),
        )
        .weak(),
    );
    ui.add_space(6.0);
    egui::Grid::new("gnadenlos-options")
        .num_columns(2)
        .spacing([18.0, 10.0])
        .show(ui, |ui| {
            let label = ui.label(i18n.text("gnadenlos-option-start"));
            ui.add(egui::DragValue::new(&mut o.start_space).range(1..=59))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(i18n.text("gnadenlos-option-undertaker"));
            ui.add(egui::DragValue::new(&mut o.undertaker_spaces).range(1..=30))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(i18n.text("gnadenlos-option-gold-rush"));
            ui.horizontal(|ui| {
                ui.add(egui::DragValue::new(&mut o.gold_rush.0).range(0..=MAX_PAYOUT))
                    .labelled_by(label.id);
                ui.add(egui::DragValue::new(&mut o.gold_rush.1).range(0..=MAX_PAYOUT))
                    .labelled_by(label.id);
            });
            ui.end_row();
            let label = ui.label(i18n.text("gnadenlos-option-vulture-setback"));
            ui.add(egui::DragValue::new(&mut o.vulture_setback).range(0..=10))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(i18n.text("gnadenlos-option-vulture-cost"));
            ui.add(egui::DragValue::new(&mut o.vulture_final_cost).range(0..=10))
                .labelled_by(label.id);
            ui.end_row();
        });
    vulture_cost_note_ui(ui, i18n, o.vulture_final_cost);
    // What cannot be, in the room under the note (the window keeps its size).
    if let Err(problem) = o.check() {
        widgets::refusal(ui, &i18n.tr(&problem.message()));
    }
}

/// The height kept for the track's sections, in points: [`MAX_SECTIONS`] rows, so that
/// the window keeps its size (and every control its place) as sections come and go.
const SECTIONS_HEIGHT: f32 = 540.0;

/// The prestige track: "+ Section" and "− Section" (always there, greyed at the limits)
/// and the track's length, then each section's spaces and poker value; a section
/// added or removed moves nothing above it.
fn sections_ui(ui: &mut Ui, i18n: &I18n, o: &mut GnadenlosOptions) {
    ui.set_min_height(SECTIONS_HEIGHT);
    ui.label(i18n.text("gnadenlos-option-sections"));
    ui.horizontal(|ui| {
        let full = (o.sections.len() >= MAX_SECTIONS).then(|| {
            i18n.tr(&Message::new("gnadenlos-option-sections-max")
                .number("sections", MAX_SECTIONS as i64))
        });
        if widgets::button(
            ui,
            &i18n.text("gnadenlos-option-add-section"),
            full.as_deref(),
            None,
        )
        .clicked()
        {
            o.sections.push(Section {
                spaces: 5,
                poker: 1,
            });
        }
        let last = (o.sections.len() <= 1).then(|| i18n.text("gnadenlos-option-sections-min"));
        if widgets::button(
            ui,
            &i18n.text("gnadenlos-option-remove-section"),
            last.as_deref(),
            None,
        )
        .clicked()
        {
            o.sections.pop();
        }
        ui.label(i18n.tr(
            &Message::new("gnadenlos-option-track-total").number("spaces", i64::from(o.finish())),
        ));
    });
    for (k, section) in (1i64..).zip(&mut o.sections) {
        ui.horizontal(|ui| {
            ui.label(i18n.tr(&Message::new("gnadenlos-option-section").number("section", k)));
            let spaces = ui.add(egui::DragValue::new(&mut section.spaces).range(1..=30));
            let label = ui.label(i18n.text("gnadenlos-option-section-spaces"));
            spaces.labelled_by(label.id);
            let poker = ui.add(egui::DragValue::new(&mut section.poker).range(0..=10));
            let label = ui.label(i18n.text("gnadenlos-option-section-poker"));
            poker.labelled_by(label.id);
        });
    }
}

/// Beside the vulture's final cost: the third vulture ends the game, and at 0 spaces its
/// holder can still win, so a table chooses the value knowingly.
fn vulture_cost_note_ui(ui: &mut Ui, i18n: &I18n, cost: u8) {
    let note = Message::new("gnadenlos-option-vulture-cost-note").number("cost", i64::from(cost));
    let text = RichText::new(i18n.tr(&note)).size(18.0);
    let text = if cost == 0 {
        text.color(theme::accent(ui, theme::GOLD))
    } else {
        text
    };
    widgets::wrapped_label(ui, text);
}
