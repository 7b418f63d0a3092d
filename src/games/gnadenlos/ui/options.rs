//! Setup's options: the variants and the box values, and the note on the vulture cost.

use super::*;

/// The options on Setup: the box values no public source gives ("check your box") and
/// the variants.
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
    egui::CollapsingHeader::new(RichText::new(i18n.text("gnadenlos-option-box")).strong())
        .id_salt("gnadenlos-box-values")
        .show(ui, |ui| box_values_ui(ui, i18n, o));
    if let Err(problem) = o.check() {
        widgets::refusal(ui, &i18n.tr(&problem.message()));
    }
}

/// The box values, in a grid: debt cards, track sections, start, undertaker, payouts,
/// vulture costs.
fn box_values_ui(ui: &mut Ui, i18n: &I18n, o: &mut GnadenlosOptions) {
    egui::Grid::new("gnadenlos-options")
        .num_columns(2)
        .spacing([18.0, 10.0])
        .show(ui, |ui| {
            ui.label(i18n.text("gnadenlos-option-debts"));
            ui.horizontal_wrapped(|ui| {
                for v in 0..=MAX_DEBT_VALUE {
                    let label = i18n
                        .tr(&Message::new("gnadenlos-option-debt-value")
                            .number("value", i64::from(v)));
                    let label = ui.label(&label);
                    ui.add(egui::DragValue::new(&mut o.debt_split[usize::from(v)]).range(0..=13))
                        .labelled_by(label.id);
                }
                ui.label(
                    i18n.tr(&Message::new("gnadenlos-option-debt-total")
                        .number("count", i64::from(o.cards_per_colour()))),
                );
            });
            ui.end_row();
            ui.label(i18n.text("gnadenlos-option-sections"));
            ui.vertical(|ui| {
                for (k, section) in (1i64..).zip(&mut o.sections) {
                    ui.horizontal(|ui| {
                        ui.label(
                            i18n.tr(&Message::new("gnadenlos-option-section").number("section", k)),
                        );
                        let spaces =
                            ui.add(egui::DragValue::new(&mut section.spaces).range(1..=30));
                        let label = ui.label(i18n.text("gnadenlos-option-section-spaces"));
                        spaces.labelled_by(label.id);
                        let poker = ui.add(egui::DragValue::new(&mut section.poker).range(0..=10));
                        let label = ui.label(i18n.text("gnadenlos-option-section-poker"));
                        poker.labelled_by(label.id);
                    });
                }
                ui.horizontal(|ui| {
                    if o.sections.len() < 10
                        && ui
                            .button(i18n.text("gnadenlos-option-add-section"))
                            .clicked()
                    {
                        o.sections.push(Section {
                            spaces: 5,
                            poker: 1,
                        });
                    }
                    if o.sections.len() > 1
                        && ui
                            .button(i18n.text("gnadenlos-option-remove-section"))
                            .clicked()
                    {
                        o.sections.pop();
                    }
                });
                ui.label(
                    i18n.tr(&Message::new("gnadenlos-option-track-total")
                        .number("spaces", i64::from(o.finish()))),
                );
            });
            ui.end_row();
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
            ui.vertical(|ui| {
                ui.add(egui::DragValue::new(&mut o.vulture_final_cost).range(0..=10))
                    .labelled_by(label.id);
                vulture_cost_note_ui(ui, i18n, o.vulture_final_cost);
            });
            ui.end_row();
        });
    if ui.button(i18n.text("gnadenlos-option-reset")).clicked() {
        *o = GnadenlosOptions::default();
    }
}

/// Beside the vulture's final cost: the third vulture ends the game, and at 0 spaces its
/// holder can still win, so a table chooses the value knowingly.
fn vulture_cost_note_ui(ui: &mut Ui, i18n: &I18n, cost: u8) {
    let note = Message::new("gnadenlos-option-vulture-cost-note").number("cost", i64::from(cost));
    let text = RichText::new(i18n.tr(&note)).size(18.0);
    ui.add(
        egui::Label::new(if cost == 0 {
            text.color(theme::accent(ui, theme::GOLD))
        } else {
            text
        })
        .wrap(),
    );
}
