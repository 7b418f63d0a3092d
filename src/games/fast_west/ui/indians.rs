//! The Indians' form: how many tokens each cowboy holds when the Indians attack.

use super::*;

impl FastWestView {
    /// The Indians by keys: a digit is the count of the cowboy the keys point at, then
    /// the next; Backspace steps back; Up/Down choose the cowboy; Enter applies.
    pub(super) fn indians_keys(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let n = s.cowboys.len();
        let counts = 0..=s.bullets();
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        match widgets::typed_digit(ui, counts.clone()) {
            Some(Typed::Value(d)) => {
                let i = self.form.held_focus.unwrap_or(0);
                if self.set_held(s, i, d, cx) {
                    self.form.held_focus = (i + 1 < n).then_some(i + 1);
                }
            }
            Some(Typed::OutOfRange(d)) => cx.refuse(widgets::digit_refusal(d, counts)),
            None => {}
        }
        if pressed(ui, Key::Backspace) {
            let i = self.form.held_focus.unwrap_or(n).saturating_sub(1);
            self.form.held[i] = 0;
            self.form.held_focus = Some(i);
        }
        if pressed(ui, Key::ArrowUp) {
            self.form.held_focus = Some(self.form.held_focus.unwrap_or(n).saturating_sub(1));
        }
        if pressed(ui, Key::ArrowDown) {
            self.form.held_focus = Some(
                self.form
                    .held_focus
                    .map_or(0, |i| (i + 1).min(n.saturating_sub(1))),
            );
        }
        if pressed(ui, Key::Enter) {
            cx.act(FastWestAction::Resolve(Outcome::Indians {
                held: self.form.held.clone(),
            }));
        }
    }

    /// Sets cowboy `i`'s count of bullets held, unless the total would exceed the
    /// bullets on the table: then it is refused with the reason, and nothing changes.
    /// Returns whether it was set.
    fn set_held(&mut self, s: &FastWestState, i: usize, count: u8, cx: &mut Cx<'_, '_>) -> bool {
        let mut held = self.form.held.clone();
        let Some(slot) = held.get_mut(i) else {
            return false;
        };
        *slot = count;
        match s.check_outcome(&Outcome::Indians { held: held.clone() }) {
            Ok(()) => {
                self.form.held = held;
                true
            }
            Err(refusal) => {
                cx.refuse(refusal.message());
                false
            }
        }
    }

    /// The Indians: each cowboy's count with − and +, in a grid; the cell the keys fill
    /// framed in gold.
    pub(super) fn indians_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let max = s.bullets();
        // What the keys fill now, in gold; the other keys on hover.
        let prompt = match self.form.held_focus {
            Some(i) => Message::new("fast-west-ask-indians-seat")
                .text("name", name(s, i))
                .number("bullets", i64::from(max)),
            None => Message::new("fast-west-ask-indians-done"),
        };
        ui.label(
            RichText::new(cx.i18n.tr(&prompt))
                .size(ASK_SIZE)
                .strong()
                .color(theme::accent(ui, theme::GOLD)),
        )
        .on_hover_text(
            cx.i18n
                .tr(&Message::new("fast-west-indians-keys").number("bullets", i64::from(max))),
        );
        let mut change = None;
        // Two rows from five cowboys on, each cell as wide as the form allows, placed
        // by hand (the cells' rectangles never depend on their content, so a long name
        // never pushes the next cell or the action column, issue 27): the badge and the
        // name above, drawn smaller (down to a floor) rather than cut, the count below.
        let n = s.cowboys.len();
        let columns = if n > 4 { n.div_ceil(2) } else { n.max(1) };
        let rows = n.div_ceil(columns).max(1);
        let width = ui.available_width();
        let room = (width - HELD_GAP * (columns - 1) as f32) / columns as f32;
        let cell = room.min(HELD_CELL);
        let name_width = cell - 12.0 - HELD_NAME_ROW - 3.0;
        let (grid, _) = ui.allocate_exact_size(
            Vec2::new(
                width,
                rows as f32 * HELD_ROW + (rows - 1) as f32 * HELD_ROW_GAP,
            ),
            Sense::hover(),
        );
        for i in 0..n {
            let (row, column) = (i / columns, i % columns);
            let rect = egui::Rect::from_min_size(
                grid.min
                    + Vec2::new(
                        column as f32 * (cell + HELD_GAP),
                        row as f32 * (HELD_ROW + HELD_ROW_GAP),
                    ),
                Vec2::new(cell, HELD_ROW),
            );
            let mut ui = ui.new_child(
                egui::UiBuilder::new()
                    .id_salt(("fw-held-cell", i))
                    .max_rect(rect)
                    .layout(egui::Layout::top_down(egui::Align::Min)),
            );
            let ui = &mut ui;
            let held = self.form.held[i];
            let focused = self.form.held_focus == Some(i);
            // One width either way: the frame's stroke counts in its layout, and the
            // focus moving must not move the buttons inside.
            let stroke = if focused {
                Stroke::new(2.0, theme::GOLD)
            } else {
                Stroke::new(2.0, ui.visuals().widgets.noninteractive.bg_stroke.color)
            };
            egui::Frame::new()
                .stroke(stroke)
                .corner_radius(6.0)
                .inner_margin(egui::Margin::symmetric(4, 0))
                .show(ui, |ui| {
                    ui.set_width(cell - 12.0);
                    ui.spacing_mut().item_spacing.y = 2.0;
                    // The buttons' height is theirs, not their text's padding.
                    ui.spacing_mut().button_padding.y = 0.0;
                    // A row's height is the interact size when it opens (the theme's
                    // is larger than these rows): set before, not inside.
                    ui.spacing_mut().interact_size.y = HELD_NAME_ROW;
                    ui.horizontal(|ui| {
                        ui.spacing_mut().item_spacing.x = 3.0;
                        widgets::badge(ui, &self.badges[i], self.colour(i), HELD_NAME_ROW)
                            .on_hover_text(name(s, i));
                        let text = format!("{} {}", i + 1, name(s, i));
                        let natural = widgets::text_width(ui, &text, HELD_NAME_TEXT);
                        let size = (HELD_NAME_TEXT * name_width / natural.max(1.0))
                            .clamp(HELD_NAME_TEXT_MIN, HELD_NAME_TEXT);
                        // In the row's own height: a label laid out alone stands on
                        // its text's baseline, a few points above the frame.
                        ui.add_sized(
                            Vec2::new(name_width, HELD_NAME_ROW),
                            egui::Label::new(RichText::new(text).size(size)).truncate(),
                        )
                        .on_hover_text(name(s, i));
                    });
                    ui.spacing_mut().interact_size.y = HELD_BUTTON;
                    ui.horizontal(|ui| {
                        ui.spacing_mut().item_spacing.x = 3.0;
                        ui.add_space(HELD_NAME_ROW);
                        let named = |id: &'static str| {
                            cx.i18n.tr(&Message::new(id)
                                .text("name", name(s, i))
                                .number("held", i64::from(held)))
                        };
                        let step = |ui: &mut Ui, text: &str, label: String, enabled| {
                            let button = egui::Button::new(RichText::new(text).size(22.0).strong())
                                .min_size(Vec2::new(HELD_STEP, HELD_BUTTON));
                            let response = ui.add_enabled(enabled, button);
                            response.widget_info(|| {
                                WidgetInfo::labeled(egui::Role::Button, enabled, label.clone())
                            });
                            response.clicked()
                        };
                        if step(ui, "−", named("fast-west-held-less"), held > 0) {
                            change = Some((i, held - 1));
                        }
                        let response = ui.add_sized(
                            Vec2::new(HELD_COUNT, HELD_BUTTON),
                            egui::Label::new(RichText::new(held.to_string()).size(26.0).strong()),
                        );
                        let label = named("fast-west-held");
                        response.widget_info(|| {
                            WidgetInfo::labeled(egui::Role::Label, true, label.clone())
                        });
                        if step(ui, "+", named("fast-west-held-more"), held < max) {
                            change = Some((i, held + 1));
                        }
                    });
                });
        }
        if let Some((i, count)) = change {
            self.form.held_focus = Some(i);
            self.set_held(s, i, count, cx);
        }
    }
}
