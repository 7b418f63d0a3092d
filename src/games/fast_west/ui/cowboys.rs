//! The cowboys' cards: the picture of the card each holds or shot with, the tokens, the
//! bullets, and what the last duel did to each.

use super::*;

/// Text on a card, at `size` or a little smaller if it does not fit otherwise (down to
/// 70 %), in sections of their own colours, on at most `rows` lines, cut with "…" beyond
/// (the whole text on hover).
fn card_text(ui: &mut Ui, sections: &[(String, Color32)], size: f32, rows: usize) {
    let width = ui.available_width();
    let layout = |ui: &Ui, size: f32| {
        let mut job = egui::text::LayoutJob::default();
        for (text, colour) in sections {
            job.append(
                text,
                0.0,
                // An accent (gold, a danger) darkened where the light theme needs it.
                egui::TextFormat::simple(
                    egui::FontId::proportional(size),
                    theme::accent(ui, *colour),
                ),
            );
        }
        job.wrap = egui::text::TextWrapping {
            max_rows: rows,
            break_anywhere: false,
            overflow_character: Some('…'),
            max_width: width,
        };
        ui.fonts_mut(|f| f.layout_job(job))
    };
    let mut shown = size;
    let mut galley = layout(ui, shown);
    while galley.elided && shown > size * 0.7 {
        shown -= size * 0.05;
        galley = layout(ui, shown);
    }
    let whole: String = sections.iter().map(|(t, _)| t.as_str()).collect();
    let response = ui.add(egui::Label::new(galley).selectable(false));
    if !whole.is_empty() {
        response.on_hover_text(whole);
    }
}

impl FastWestView {
    /// One cowboy's card: his name, his tokens, then the card in front of him and his
    /// cards left (the duel: his bullet, his target and what the duel does to him).
    pub(super) fn card_ui(
        &self,
        ui: &mut Ui,
        s: &FastWestState,
        i: usize,
        card: &CardSize,
        i18n: &I18n,
    ) {
        let c = &s.cowboys[i];
        let colour = self.colour(i);
        widgets::card_name(ui, card, &self.badges[i], &c.name, colour, false);
        let named = |m: Message| i18n.tr(&m.text("name", c.name.clone()));
        let duel = matches!(s.phase, Phase::Duel | Phase::Over(_));
        let tokens = if duel {
            c.tokens.to_string()
        } else {
            format!("{}/{TOKEN_CAP}", c.tokens)
        };
        let tokens_colour = match &s.phase {
            Phase::Over(r) if r.winner == i => Some(theme::GOLD),
            _ if !duel && c.tokens >= TOKEN_CAP => Some(theme::DANGER),
            _ => None,
        };
        let tokens_label =
            named(Message::new("fast-west-figure-tokens").number("tokens", i64::from(c.tokens)));
        let tokens_caption = i18n.text("fast-west-card-tokens");
        let tokens_figure = |ui: &mut Ui| {
            widgets::card_key_figure(
                ui,
                card,
                &tokens_caption,
                &tokens,
                tokens_colour,
                &tokens_label,
            );
        };
        let text = ui.visuals().text_color();
        if !duel {
            tokens_figure(ui);
        }
        if duel {
            let (bullet, target, result) = match &s.phase {
                Phase::Over(result) => {
                    let hand = self.last_duel.as_ref().and_then(|h| h.get(i));
                    (
                        result.bullets.get(i).copied(),
                        hand.map(|h| h.target),
                        Some(result.clone()),
                    )
                }
                _ => {
                    let preview = self
                        .form
                        .hands()
                        .and_then(|h| resolve_duel(&s.cowboys, &h).ok());
                    (self.form.bullets[i], self.form.targets[i], preview)
                }
            };
            let figure = bullet.map_or_else(|| "–".to_owned(), |b| b.to_string());
            let label = match bullet {
                Some(b) => {
                    named(Message::new("fast-west-figure-bullet").number("bullet", i64::from(b)))
                }
                None => named(Message::new("fast-west-figure-no-bullet")),
            };
            // The tokens and the bullet on one row: two rows of cards stay readable with
            // the History shown.
            ui.horizontal_top(|ui| {
                tokens_figure(ui);
                widgets::card_figure(
                    ui,
                    card,
                    &i18n.text("fast-west-card-bullet"),
                    &figure,
                    None,
                    &label,
                );
            });
            let aims = match target {
                Some(t) => Message::new("fast-west-card-aims").text("name", name(s, t)),
                None => Message::new("fast-west-card-no-target"),
            };
            let mut sections = vec![(i18n.tr(&aims), text)];
            if let Some(result) = &result
                && let Some(effect) = duel_effect(s, result, i)
            {
                let hit = result.pairs.iter().any(|&(_, l)| l == i);
                sections.push((" · ".to_owned(), text));
                sections.push((
                    i18n.tr(&effect),
                    if hit { theme::DANGER } else { theme::GOLD },
                ));
            }
            if matches!(&s.phase, Phase::Over(r) if r.winner == i) {
                sections.push((" · ".to_owned(), text));
                sections.push((i18n.text("fast-west-card-winner"), theme::GOLD));
            }
            card_text(ui, &sections, card.sizes.text, 2);
        } else {
            let v = s.visible.get(i).copied().unwrap_or(Visible::Nothing);
            // As high as the figure beside it once laid out (whole pixels, see
            // `widgets::card_figure`), not the style's minimum row height.
            let high = CardSizes::row(card.sizes.figure).ceil();
            ui.scope(|ui| {
                ui.spacing_mut().interact_size.y = high;
                ui.horizontal_top(|ui| {
                    let label = i18n.tr(&Message::new("fast-west-visible-accessible")
                        .text("name", c.name.clone())
                        .message("card", visible_name(v)));
                    card_picture(
                        ui,
                        Some(v),
                        Vec2::new(high * CARD_ASPECT, high),
                        i18n,
                        &label,
                    );
                    let left = s.left(i);
                    widgets::card_figure(
                        ui,
                        card,
                        &i18n.text("fast-west-card-left"),
                        &left.to_string(),
                        None,
                        &named(Message::new("fast-west-figure-left").number("left", left as i64)),
                    );
                });
            });
            let mut sections = vec![(i18n.tr(&visible_name(v)), text)];
            if i == s.turn && s.phase == Phase::Flipping {
                sections.push((" · ".to_owned(), text));
                sections.push((i18n.text("fast-west-to-flip"), theme::GOLD));
            }
            card_text(ui, &sections, card.sizes.text, 1);
        }
    }
}
