//! The brawlers' cards: the KO points, the status chips, and the card's buttons.

use super::*;

/// The smallest size of the text of a card's status chips and "Attacks now", in points.
const CHIP_TEXT_MIN: f32 = 13.0;

impl SaloonView {
    /// One brawler's card: the name, the KO counter with −1 and +1, the ten-box track,
    /// the statuses (each a button that clears it), and "Attacks now".
    pub(super) fn card_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let b = &s.brawlers[i];
        let standing = b.is_standing();
        let colour = self.colour(i);
        widgets::card_name(ui, card, &self.badges[i], &b.name, colour, !standing);
        let ko = b.ko.get();
        let ko_colour = match ko {
            0..=3 => theme::DANGER,
            4..=6 => theme::GOLD,
            _ => theme::GOOD,
        };
        let named = |id: &'static str| cx.i18n.tr(&Message::new(id).text("name", b.name.clone()));
        let value_label = cx.i18n.tr(&Message::new("saloon-ko-label")
            .text("name", b.name.clone())
            .number("ko", i64::from(ko)));
        let minus_why = s.may_adjust(i, -1).err().map(|r| cx.i18n.tr(&r.message()));
        let plus_why = s.may_adjust(i, 1).err().map(|r| cx.i18n.tr(&r.message()));
        let tip = cx.i18n.text("saloon-counter-keys");
        // The KO points alone on their row, as large as the card allows: the key
        // figure (issue 27). The −1 and +1 go on the track's row below.
        widgets::card_figure(ui, card, "", &ko.to_string(), Some(ko_colour), &value_label)
            .on_hover_text(&tip);
        let row = CardSizes::row(card.sizes.text);
        let mut delta = None;
        ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), row),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                let side = row.floor();
                ui.spacing_mut().item_spacing.x = (side * 0.2).round();
                ui.spacing_mut().button_padding = Vec2::ZERO;
                // No taller than the row (the style's minimum row is 32 points).
                ui.spacing_mut().interact_size = Vec2::splat(side);
                let step = |ui: &mut Ui, text: &str, label: &str, why: Option<&str>| {
                    let button =
                        egui::Button::new(RichText::new(text).size((side * 0.8).round()).strong())
                            .min_size(Vec2::splat(side));
                    let enabled = why.is_none();
                    let response = ui.add_enabled(enabled, button);
                    let label = label.to_owned();
                    response.widget_info(|| {
                        WidgetInfo::labeled(egui::Role::Button, enabled, label.clone())
                    });
                    let response = match why {
                        Some(why) => response.on_disabled_hover_text(why),
                        None => response.on_hover_text(&tip),
                    };
                    response.clicked()
                };
                if step(ui, "−", &named("saloon-minus-label"), minus_why.as_deref()) {
                    delta = Some(-1);
                }
                // The ten-box track between the buttons, where it has room.
                let gap = ui.spacing().item_spacing.x;
                let room = ui.available_width() - side - 2.0 * gap;
                let size = (row * 0.7).min(room / 12.5);
                if size >= 6.0 {
                    widgets::track(ui, ko, MAX_KO, size, ko_colour);
                } else {
                    ui.add_space(room.max(0.0));
                }
                if step(ui, "+", &named("saloon-plus-label"), plus_why.as_deref()) {
                    delta = Some(1);
                }
            },
        );
        if let Some(delta) = delta {
            self.selected = Some(i);
            cx.act(SaloonAction::Adjust { brawler: i, delta });
        }
        if standing {
            self.chips_ui(ui, s, i, card, cx);
        } else {
            let order = s.knock_out_place(i).unwrap_or_default();
            let text = cx
                .i18n
                .tr(&Message::new("saloon-knocked-out-tag").number("order", order as i64));
            // Smaller rather than cut on a narrow card.
            let size = card.sizes.text
                * (ui.available_width() / text_width(ui, &text, card.sizes.text).max(1.0)).min(1.0);
            ui.allocate_ui_with_layout(
                Vec2::new(ui.available_width(), CardSizes::row(card.sizes.text)),
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| {
                    ui.add(
                        egui::Label::new(
                            RichText::new(text)
                                .size(size)
                                .strong()
                                .color(theme::accent(ui, theme::DANGER)),
                        )
                        .truncate(),
                    );
                },
            );
        }
    }

    /// The statuses row: "ATTACKS" on the aggressor who may attack ("WINNER" on the last
    /// one standing), then each status as a chip that clears it, all on one row, smaller
    /// when they would not fit.
    fn chips_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let b = &s.brawlers[i];
        let attacks = i == s.aggressor && !s.is_over() && s.may_attack().is_ok();
        let won = s.over == Some(Some(i));
        let mut chips: Vec<(String, Color32, Option<Status>)> = Vec::new();
        if attacks || won {
            let id = if won {
                "saloon-winner-tag"
            } else {
                "saloon-attacks-tag"
            };
            chips.push((cx.i18n.text(id), theme::GOLD, None));
        }
        for status in b.statuses() {
            chips.push((
                cx.i18n.text(chip_id(status)),
                chip_colour(status),
                Some(status),
            ));
        }
        // "Attacks now", by hand (when the cards name someone else): on every standing
        // brawler's card but the aggressor's, greyed while a form is open.
        let make = (i != s.aggressor && !s.is_over()).then(|| {
            let why = self
                .form
                .is_some()
                .then(|| cx.i18n.text("saloon-make-aggressor-form-open"));
            (cx.i18n.text("saloon-card-make-aggressor"), why)
        });
        let selected = self.selected == Some(i);
        let row = CardSizes::row(card.sizes.text);
        let size = card.sizes.text * 0.85;
        let pad = size * 0.35;
        let gap = size * 0.3;
        // The selection's dot has its room kept whether it shows or not: choosing a
        // brawler never shrinks the chips and "Attacks now" beside it.
        let items = chips.len() + usize::from(make.is_some()) + 1;
        let natural: f32 = chips
            .iter()
            .map(|(text, _, _)| text_width(ui, text, size) + 2.0 * pad)
            .sum::<f32>()
            + make
                .as_ref()
                .map_or(0.0, |(text, _)| text_width(ui, text, size) + 2.0 * pad)
            + size * 0.8
            + gap * items.saturating_sub(1) as f32;
        // Smaller to fit, but never below a readable floor: past it "Attacks now", the
        // row's last, is cut with the whole text on hover (it fell to 8 points in
        // French with the blow form and the history open).
        let floor = (CHIP_TEXT_MIN / size).min(1.0);
        let scale = (ui.available_width() / natural.max(1.0)).clamp(floor, 1.0);
        let mut clear = None;
        let mut make_aggressor = false;
        ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), row),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.spacing_mut().item_spacing.x = gap * scale;
                ui.spacing_mut().button_padding = Vec2::new(pad * scale, 0.0);
                ui.spacing_mut().interact_size.y = 0.0;
                for (text, fill, status) in &chips {
                    let text = RichText::new(text)
                        .size(size * scale)
                        .strong()
                        .color(Color32::BLACK);
                    let Some(status) = *status else {
                        // The aggressor's tag: no button, nothing to clear.
                        let response = egui::Frame::new()
                            .fill(*fill)
                            .corner_radius(4.0)
                            .inner_margin(egui::Margin::symmetric((pad * scale) as i8, 0))
                            .show(ui, |ui| ui.add(egui::Label::new(text).selectable(false)))
                            .inner;
                        let label = if won {
                            cx.i18n
                                .tr(&Message::new("saloon-history-winner")
                                    .text("name", b.name.clone()))
                        } else {
                            cx.i18n.tr(&turn_message(&b.name, None))
                        };
                        response
                            .widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &label));
                        continue;
                    };
                    let response = ui.add(egui::Button::new(text).fill(*fill));
                    let label = cx.i18n.tr(&Message::new("saloon-clear-status")
                        .text("name", b.name.clone())
                        .message("state", state(status, true)));
                    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, &label));
                    if response
                        .on_hover_text(cx.i18n.text("saloon-clear-status-tip"))
                        .clicked()
                    {
                        clear = Some(status);
                    }
                }
                if let Some((text, why)) = &make {
                    let label = cx
                        .i18n
                        .tr(&Message::new("saloon-make-aggressor").text("name", b.name.clone()));
                    let enabled = why.is_none();
                    let response = ui.add_enabled(
                        enabled,
                        egui::Button::new(RichText::new(text).size(size * scale))
                            .wrap_mode(egui::TextWrapMode::Truncate),
                    );
                    response
                        .widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, &label));
                    let response = match why {
                        Some(why) => response.on_disabled_hover_text(why),
                        None => response.on_hover_text(cx.i18n.text("saloon-make-aggressor-tip")),
                    };
                    if response.clicked() {
                        make_aggressor = true;
                    }
                }
                if selected {
                    let side = size * scale * 0.8;
                    let (rect, response) =
                        ui.allocate_exact_size(Vec2::splat(side), egui::Sense::hover());
                    ui.painter()
                        .circle_filled(rect.center(), side * 0.45, theme::GOLD);
                    let label = cx
                        .i18n
                        .tr(&Message::new("saloon-selected-label").text("name", b.name.clone()));
                    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &label));
                    response.on_hover_text(cx.i18n.text("saloon-selected"));
                }
            },
        );
        if make_aggressor {
            cx.act(SaloonAction::SetAggressor { brawler: i });
        }
        if let Some(status) = clear {
            cx.act(SaloonAction::SetStatus {
                brawler: i,
                status,
                on: false,
            });
        }
    }
}

/// The short text of a status chip on a brawler's card.
fn chip_id(status: Status) -> &'static str {
    match status {
        Status::Stunned => "saloon-chip-stunned",
        Status::CannotAttack => "saloon-chip-cannot-attack",
        Status::Distracted => "saloon-chip-distracted",
        Status::Table => "saloon-chip-table",
    }
}

/// A status chip's colour.
fn chip_colour(status: Status) -> Color32 {
    match status {
        Status::Stunned => Color32::from_rgb(0xF2, 0xC1, 0x4E),
        Status::CannotAttack => Color32::from_rgb(0xE8, 0x8A, 0x5A),
        Status::Distracted => Color32::from_rgb(0xE0, 0x9E, 0xD6),
        Status::Table => Color32::from_rgb(0x9C, 0xC7, 0x8A),
    }
}
