//! The players' cards: nuggets, adventurers, the hand of debt cards, the hat, the
//! vultures.

use super::*;

/// Whether player `i`'s card is ringed in gold: who must act now (the bidder, the High
/// Noon winner picking, or the player holding the revolver), or a winner once the game
/// is over.
pub(super) fn ringed(s: &GnadenlosState, i: usize) -> bool {
    match &s.phase {
        Phase::Over { winners, .. } => winners.contains(&i),
        Phase::Bidding { .. } => s.bidder() == Some(i),
        Phase::HighNoonPicks { .. } => s.picker().is_some_and(|(p, _)| p == i),
        _ => s.active == i,
    }
}

impl GnadenlosView {
    /// One player's card: the name, then the five key figures (nuggets first, in gold).
    pub(super) fn player_card_ui(
        &self,
        ui: &mut Ui,
        s: &GnadenlosState,
        i: usize,
        card: &CardSize,
        i18n: &I18n,
    ) {
        let b = &s.players[i];
        // A point less between the rows than the layout counts: egui lays each row on
        // whole pixels, which may add a fraction to each of the six.
        ui.spacing_mut().item_spacing.y -= 1.0;
        widgets::card_name(ui, card, self.badge(i), &b.name, self.colour(i), false);
        let named = |m: Message| i18n.tr(&m.text("name", b.name.clone()));
        widgets::card_key_figure_right(
            ui,
            card,
            &i18n.text("gnadenlos-card-nuggets"),
            &b.nuggets.to_string(),
            Some(theme::GOLD),
            &named(
                Message::new("gnadenlos-figure-nuggets").number("nuggets", i64::from(b.nuggets)),
            ),
        );
        // Two vultures and a card in the market the purse cannot pay: one unpaid card
        // ends the game, said on the card in every phase (not only at the payday).
        let risk = s.one_unpaid_card_from_the_end().contains(&i).then(|| {
            named(
                Message::new("gnadenlos-warning-last-vulture")
                    .number("nuggets", i64::from(b.nuggets)),
            )
        });
        slots_figure(
            ui,
            card,
            &i18n.text("gnadenlos-card-vultures"),
            (b.vultures, LAST_VULTURE),
            &named(
                Message::new("gnadenlos-figure-vultures")
                    .number("vultures", i64::from(b.vultures))
                    .number("max", i64::from(LAST_VULTURE)),
            ),
            risk.as_deref(),
        );
        widgets::card_figure_right(
            ui,
            card,
            &i18n.text("gnadenlos-card-hat"),
            &b.hat.to_string(),
            None,
            &named(Message::new("gnadenlos-figure-hat").number("space", i64::from(b.hat))),
        );
        widgets::card_figure_right(
            ui,
            card,
            &i18n.text("gnadenlos-card-adventurers"),
            &b.adventurers.to_string(),
            None,
            &named(
                Message::new("gnadenlos-figure-adventurers")
                    .number("count", i64::from(b.adventurers)),
            ),
        );
        widgets::card_figure_right(
            ui,
            card,
            &i18n.text("gnadenlos-card-debts"),
            &b.cards_in_hand().to_string(),
            None,
            &named(
                Message::new("gnadenlos-figure-debts")
                    .number("count", i64::from(b.cards_in_hand())),
            ),
        );
    }
}

/// A key figure drawn as slots, filled for each one held (three vulture slots): a small
/// caption and the slots at the figure's size against the card's right edge (as
/// [`widgets::card_figure_right`] draws the others), named `label` ("Bob's vultures: 1
/// of 3").
///
/// `risk`, the warning that the next slot ends the game: the caption turns to the
/// danger colour, the next empty slot is drawn as a red ring around a "!", and the
/// warning is the row's tooltip and its own accessible label; nothing moves.
fn slots_figure(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    (filled, of): (u8, u8),
    label: &str,
    risk: Option<&str>,
) {
    let caption_width = ui
        .fonts_mut(|f| {
            f.layout_no_wrap(
                caption.to_owned(),
                egui::FontId::proportional(card.sizes.text),
                Color32::WHITE,
            )
        })
        .size()
        .x;
    let slots = card.sizes.figure * SLOT_EMS * f32::from(of);
    let natural = caption_width + ui.spacing().item_spacing.x + slots;
    // A row wider than the card is drawn smaller rather than spill over.
    let shrink = (ui.available_width() / natural.max(1.0)).min(1.0);
    let (figure, text) = (card.sizes.figure * shrink, card.sizes.text * shrink);
    let row = CardSizes::row(figure);
    ui.horizontal(|ui| {
        ui.allocate_ui_with_layout(
            Vec2::new(0.0, row),
            egui::Layout::left_to_right(egui::Align::Max),
            |ui| {
                let caption = if risk.is_some() {
                    RichText::new(caption)
                        .size(text)
                        .strong()
                        .color(theme::accent(ui, theme::DANGER))
                } else {
                    RichText::new(caption).size(text).weak()
                };
                ui.add(egui::Label::new(caption).selectable(false))
            },
        );
        let pitch = figure * SLOT_EMS;
        // Against the card's right edge, in the column of the other figures.
        let (rect, response) = ui
            .allocate_ui_with_layout(
                Vec2::new(ui.available_width(), row),
                egui::Layout::right_to_left(egui::Align::Max),
                |ui| ui.allocate_exact_size(Vec2::new(pitch * f32::from(of), row), Sense::hover()),
            )
            .inner;
        let fg = ui.visuals().strong_text_color();
        for k in 0..of {
            let centre = egui::pos2(
                rect.left() + pitch * (f32::from(k) + 0.5),
                rect.center().y + row * 0.08,
            );
            if k < filled {
                ui.painter()
                    .circle_filled(centre, pitch * 0.42, theme::DANGER);
            } else if risk.is_some() && k == filled {
                let danger = theme::accent(ui, theme::DANGER);
                ui.painter()
                    .circle_stroke(centre, pitch * 0.36, Stroke::new(3.0, danger));
                ui.painter().text(
                    centre,
                    egui::Align2::CENTER_CENTER,
                    "!",
                    egui::FontId::proportional(pitch * 0.6),
                    danger,
                );
            } else {
                ui.painter()
                    .circle_stroke(centre, pitch * 0.36, Stroke::new(2.0, fg));
            }
        }
        let label = label.to_owned();
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
        // Over the slots too ("!" included), the warning follows the count.
        response.on_hover_text(match risk {
            Some(warning) => format!("{label}\n{warning}"),
            None => label,
        });
        if let Some(warning) = risk {
            // The warning's own node over the row, its tooltip the whole sentence.
            let row_rect = ui.min_rect();
            let warning = warning.to_owned();
            let node = ui.interact(row_rect, ui.scope_id().with("vulture-risk"), Sense::hover());
            node.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, warning.clone()));
            node.on_hover_text(warning);
        }
    });
}
