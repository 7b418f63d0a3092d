//! The card flipped and its outcome: telling the flip, the bandits' and the cowboys'
//! outcome form, a flip too early.

use super::*;

impl FastWestView {
    /// An outcome by seat numbers: the slowest, who drew the number, a bandits' loser
    /// toggled (Enter applies). A seat that does not exist is refused.
    pub(super) fn outcome_keys(
        &mut self,
        ui: &mut Ui,
        s: &FastWestState,
        event: EventKind,
        cx: &mut Cx<'_, '_>,
    ) {
        let n = s.cowboys.len();
        let seats = 1..=u8::try_from(n).unwrap_or(u8::MAX);
        let seat = match widgets::typed_digit(ui, seats.clone()) {
            Some(Typed::Value(d)) => Some(usize::from(d) - 1),
            Some(Typed::OutOfRange(d)) => {
                cx.refuse(widgets::digit_refusal(d, seats));
                None
            }
            None => None,
        };
        match event {
            EventKind::Sheriff | EventKind::Cavalry => {
                if let Some(p) = seat {
                    cx.act(FastWestAction::Resolve(Outcome::Slowest { player: p }));
                }
            }
            EventKind::Bandits => {
                if let Some(p) = seat {
                    self.form.losers[p] = !self.form.losers[p];
                }
                if ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Enter)) {
                    cx.act(FastWestAction::Resolve(self.bandits()));
                }
            }
            EventKind::Roulette => {
                if let Some(p) = seat {
                    cx.act(FastWestAction::Resolve(Outcome::Roulette { drew: p }));
                }
            }
            EventKind::Indians | EventKind::Child => {}
        }
    }

    /// Real cards: one button (and one key) per kind of card, greyed with the reason
    /// when the cowboy's pile cannot hold it.
    pub(super) fn tell_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        form_text(
            ui,
            &cx.i18n
                .tr(&Message::new("fast-west-tell").text("name", name(s, s.turn))),
        );
        ui.horizontal_wrapped(|ui| {
            for (_, letter, card) in CARD_KEYS {
                let text = format!("{} ({letter})", cx.i18n.tr(&card_name(card)));
                let why = s.may_tell(card).err().map(|r| cx.i18n.tr(&r.message()));
                let tip = cx
                    .i18n
                    .tr(&Message::new("fast-west-key").text("key", letter));
                if widgets::action_button(
                    ui,
                    &text,
                    22.0,
                    Vec2::new(120.0, 48.0),
                    why.as_deref(),
                    Some(&tip),
                )
                .clicked()
                {
                    cx.act(FastWestAction::TellFlip(card));
                }
            }
        });
    }

    /// While a child is visible: one button per cowboy who grabbed a bullet too early,
    /// on one row at the bottom of the form's `column` whatever the form above it (the
    /// cards to tell, an event's outcome), so it never moves between flips (issue 27).
    pub(super) fn too_early_ui(
        &mut self,
        ui: &mut Ui,
        column: egui::Rect,
        s: &FastWestState,
        cx: &mut Cx<'_, '_>,
    ) {
        let tip = cx.i18n.text("fast-west-too-early-tooltip");
        let title = cx.i18n.text("fast-west-too-early-title");
        // The names when they all fit the column's width on one row; else the badges'
        // initials (the names on hover and in the buttons' labels): decided by the
        // column, not by the form above, so every form shows the same row.
        let width = |ui: &Ui, text: &str, size: f32| widgets::text_width(ui, text, size);
        let button_size = egui::TextStyle::Button.resolve(ui.style()).size;
        let padding = 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x;
        let names_width = width(ui, &title, TOO_EARLY_TITLE)
            + ui.spacing().item_spacing.x
            + (0..s.cowboys.len())
                .map(|i| width(ui, &name(s, i), button_size) + padding)
                .sum::<f32>();
        let short = names_width > column.width();
        let rect = egui::Rect::from_min_max(
            egui::pos2(column.left(), column.bottom() - TOO_EARLY_ROW),
            column.max,
        );
        let mut ui = ui.new_child(
            egui::UiBuilder::new()
                .id_salt("fw-too-early")
                .max_rect(rect)
                .layout(egui::Layout::left_to_right(egui::Align::Center)),
        );
        ui.label(RichText::new(title).size(TOO_EARLY_TITLE))
            .on_hover_text(&tip);
        for i in 0..s.cowboys.len() {
            let label = cx
                .i18n
                .tr(&Message::new("fast-west-too-early").text("name", name(s, i)));
            let text = if short {
                self.badges[i].clone()
            } else {
                name(s, i)
            };
            let response = widgets::labelled_button(&mut ui, &text, &label, None, Some(&tip));
            if response.clicked() {
                cx.act(FastWestAction::GrabbedTooEarly { player: i });
            }
        }
    }

    /// The outcome of the event waiting, in one step.
    pub(super) fn outcome_ui(
        &mut self,
        ui: &mut Ui,
        s: &FastWestState,
        event: EventKind,
        number: Option<u8>,
        cx: &mut Cx<'_, '_>,
    ) {
        let n = s.cowboys.len();
        // A question that a seat number answers says so: "(keys 1 to 8)".
        let by_seat = |ask: String| {
            let keys = cx
                .i18n
                .tr(&Message::new("fast-west-by-seat").number("count", n as i64));
            format!("{ask} {keys}")
        };
        let players = |id: &'static str, cx: &Cx<'_, '_>| -> Vec<Choice> {
            (0..n)
                .map(|i| Choice {
                    index: i,
                    text: format!("{} {}", i + 1, name(s, i)),
                    label: cx.i18n.tr(&Message::new(id).text("name", name(s, i))),
                    why_not: None,
                })
                .collect()
        };
        match event {
            EventKind::Sheriff | EventKind::Cavalry => {
                let mut chosen = None;
                let title = by_seat(cx.i18n.text("fast-west-ask-slowest"));
                if widgets::player_chooser(
                    ui,
                    &title,
                    &players("fast-west-slowest", cx),
                    &mut chosen,
                ) && let Some(p) = chosen
                {
                    cx.act(FastWestAction::Resolve(Outcome::Slowest { player: p }));
                }
            }
            EventKind::Bandits => {
                form_text(ui, &cx.i18n.text("fast-west-ask-bandits"));
                ui.horizontal_wrapped(|ui| {
                    for i in 0..n {
                        let on = self.form.losers[i];
                        let button = egui::Button::selectable(
                            on,
                            RichText::new(format!("{} {}", i + 1, name(s, i))).size(22.0),
                        )
                        .frame(true);
                        let response = ui.add(button);
                        let label = cx
                            .i18n
                            .tr(&Message::new("fast-west-bandit-loser").text("name", name(s, i)));
                        response.widget_info(|| {
                            WidgetInfo::selected(egui::Role::Button, true, on, label.clone())
                        });
                        if response.clicked() {
                            self.form.losers[i] = !on;
                        }
                    }
                });
                keys_text(
                    ui,
                    &cx.i18n
                        .tr(&Message::new("fast-west-bandits-keys").number("count", n as i64)),
                );
            }
            EventKind::Indians => self.indians_ui(ui, s, cx),
            EventKind::Roulette => {
                let mut value = number;
                if widgets::number_entry(
                    ui,
                    &cx.i18n.text("fast-west-named-number"),
                    1..=s.bullets(),
                    &mut value,
                ) && let Some(v) = value
                {
                    cx.act(FastWestAction::NameNumber(v));
                }
                let mut chosen = None;
                let title = by_seat(
                    cx.i18n.tr(&Message::new("fast-west-ask-roulette")
                        .number("number", i64::from(number.unwrap_or(0)))),
                );
                if widgets::player_chooser(ui, &title, &players("fast-west-drew", cx), &mut chosen)
                    && let Some(p) = chosen
                {
                    cx.act(FastWestAction::Resolve(Outcome::Roulette { drew: p }));
                }
            }
            EventKind::Child => {}
        }
    }

    pub(super) fn bandits(&self) -> Outcome {
        Outcome::Bandits {
            losers: self
                .form
                .losers
                .iter()
                .enumerate()
                .filter_map(|(i, &l)| l.then_some(i))
                .collect(),
        }
    }
}
