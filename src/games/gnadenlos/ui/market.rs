//! The market (the aside): the six columns of debt cards, face down unless peeked, and
//! the prestige track under them.

use super::*;

impl GnadenlosView {
    /// The market, in the aside: the rows counted against the payday and the peek
    /// toggle, then the grid under die faces 1 to 6, its cards as large as the aside
    /// allows (High Noon's picks are clicked on it).
    pub(super) fn market_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let picking = matches!(s.phase, Phase::HighNoonPicks { .. });
        let want = s.picker().map_or(0, |p| p.1);
        let rows_needed = s.players.len();
        // The peek switch first, on the right; the heading in what is left, cut short
        // ("…") where the aside is narrow rather than drawn under the switch.
        egui::containers::Sides::new()
            .shrink_left()
            .truncate()
            .show(
                ui,
                |ui| {
                    // During a payday the rows are not counted: they are counted again when it
                    // ends, so a count here would read as its end.
                    let rows = if s.phase == Phase::Payday {
                        Message::new("gnadenlos-rows-payday")
                    } else {
                        Message::new("gnadenlos-rows")
                            .number("rows", s.rows() as i64)
                            .number("players", rows_needed as i64)
                    };
                    let mut text = RichText::new(i18n.tr(&rows)).size(22.0).strong();
                    if s.payday_due() || s.phase == Phase::Payday {
                        text = text.color(theme::accent(ui, theme::GOLD));
                    }
                    ui.add(egui::Label::new(text).truncate());
                },
                |ui| {
                    ui.checkbox(
                        &mut self.peek,
                        RichText::new(i18n.text("gnadenlos-peek")).size(17.0),
                    )
                    .on_hover_text(i18n.text("gnadenlos-peek-tooltip"));
                },
            );
        let rows = s.market.len().div_ceil(COLUMNS).max(rows_needed);
        let width = ui.available_width();
        let cell_w = ((width - CELL_GAP * (COLUMNS - 1) as f32) / COLUMNS as f32).max(8.0);
        let faces_h = (cell_w * 0.45).clamp(14.0, 30.0);
        let room = ui.available_height() - TRACK_HEIGHT - faces_h - 2.0 * CELL_GAP - 6.0;
        let cell_h = ((room - CELL_GAP * (rows - 1) as f32) / rows as f32)
            .min(cell_w * 0.75)
            .max(8.0);
        // The column rolled is framed once the die has landed, never while it tumbles.
        let rolled = match (&s.phase, self.roll) {
            (Phase::Payday, Some(roll)) if !roll.rolling(cx.now) => Some(roll.face.get()),
            _ => None,
        };
        egui::Grid::new("gnadenlos-market")
            .spacing([CELL_GAP, CELL_GAP])
            // Rows as high as their cells, however low the aside makes them.
            .min_row_height(0.0)
            .min_col_width(cell_w)
            .max_col_width(cell_w)
            .show(ui, |ui| {
                for face in 1..=6u8 {
                    let label = i18n
                        .tr(&Message::new("gnadenlos-column").number("column", i64::from(face)));
                    ui.vertical_centered(|ui| {
                        let response = die::die(ui, DieFace::new(face), false, faces_h, &label);
                        if rolled == Some(face) {
                            ui.painter().rect_stroke(
                                response.rect.expand(2.0),
                                4.0,
                                Stroke::new(3.0, theme::GOLD),
                                egui::StrokeKind::Outside,
                            );
                        }
                    });
                }
                ui.end_row();
                for row in 0..rows {
                    for col in 0..COLUMNS {
                        let slot = row * COLUMNS + col;
                        let card = s.market.get(slot).copied().flatten();
                        let selected = self.picks.contains(&slot);
                        let label = self.card_label(s, card, col, row, i18n);
                        let cell = Cell {
                            size: Vec2::new(cell_w, cell_h),
                            card,
                            selected,
                            counted: row < rows_needed,
                        };
                        let response = self.card_ui(ui, &cell, &label);
                        if picking && card.is_some() && response.clicked() {
                            cx.clear_refusal();
                            if selected {
                                self.picks.retain(|&x| x != slot);
                            } else if self.picks.len() < want {
                                self.picks.push(slot);
                            }
                        }
                    }
                    ui.end_row();
                }
            });
    }

    /// The accessible label of a market slot ("Column 6, row 2: Cid's card").
    fn card_label(
        &self,
        s: &GnadenlosState,
        card: Option<MarketCard>,
        col: usize,
        row: usize,
        i18n: &I18n,
    ) -> String {
        match card {
            Some(c) => {
                let id = if self.peek {
                    "gnadenlos-card-peek"
                } else {
                    "gnadenlos-card"
                };
                i18n.tr(&Message::new(id)
                    .number("column", (col + 1) as i64)
                    .number("row", (row + 1) as i64)
                    .text("name", name(s, c.owner))
                    .number("value", i64::from(c.value.get())))
            }
            None => i18n.tr(&Message::new("gnadenlos-slot-empty")
                .number("column", (col + 1) as i64)
                .number("row", (row + 1) as i64)),
        }
    }

    /// One slot of the market: a card in its owner's colour with the owner's initial
    /// (and its value when peeking), or an empty outline (fainter past the rows a payday
    /// needs).
    fn card_ui(&self, ui: &mut Ui, cell: &Cell, label: &str) -> egui::Response {
        let sense = if cell.card.is_some() {
            Sense::click()
        } else {
            Sense::hover()
        };
        let (rect, response) = ui.allocate_exact_size(cell.size, sense);
        let painter = ui.painter();
        let faint = ui.visuals().weak_text_color();
        match cell.card {
            Some(c) => {
                let colour = self.colour(c.owner);
                let stroke = if cell.selected {
                    Stroke::new(5.0, theme::GOLD)
                } else if theme::needs_outline(colour, ui.visuals().dark_mode) {
                    Stroke::new(2.0, theme::outline(ui.visuals().dark_mode))
                } else {
                    Stroke::new(2.0, Color32::from_gray(20))
                };
                painter.rect(rect, 6.0, colour, stroke, egui::StrokeKind::Inside);
                let initial = self.badge(c.owner);
                let text = if self.peek {
                    format!("{initial} {}", c.value.get())
                } else {
                    initial.to_owned()
                };
                painter.text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    text,
                    egui::FontId::proportional((cell.size.y * 0.55).clamp(10.0, 34.0)),
                    theme::text_on(colour),
                );
            }
            None => {
                let stroke = if cell.counted {
                    Stroke::new(2.0, faint)
                } else {
                    Stroke::new(1.0, faint.gamma_multiply(0.4))
                };
                painter.rect_stroke(rect, 6.0, stroke, egui::StrokeKind::Inside);
            }
        }
        let label = label.to_owned();
        let enabled = cell.card.is_some();
        let selected = cell.selected;
        response.widget_info(|| {
            WidgetInfo::selected(egui::Role::Button, enabled, selected, label.clone())
        });
        response
    }

    /// The prestige track under the market: a row of the sections' poker values (at
    /// [`TRACK_LABEL`] points, in the text colour), the strip of spaces shaded by section
    /// with the finish in green, and under it one row of hats, each its player's badge
    /// with a tick up to its space; hats on the same or near spaces stand side by side,
    /// never over one another.
    pub(super) fn track_ui(&self, ui: &mut Ui, s: &GnadenlosState, i18n: &I18n) {
        let finish = s.options.finish();
        let width = ui.available_width();
        let (rect, response) =
            ui.allocate_exact_size(Vec2::new(width, TRACK_HEIGHT), Sense::hover());
        let hats = s
            .players
            .iter()
            .map(|b| format!("{} {}", b.name, b.hat))
            .collect::<Vec<_>>()
            .join(", ");
        let label = i18n.tr(&Message::new("gnadenlos-track")
            .number("finish", i64::from(finish))
            .text("hats", hats.clone()));
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, label.clone()));
        response.on_hover_text(&hats);
        let painter = ui.painter();
        let cell = width / f32::from(finish.max(1));
        let label_row = TRACK_LABEL * 1.15;
        let strip = egui::Rect::from_min_size(
            egui::pos2(rect.left(), rect.top() + label_row),
            Vec2::new(width, TRACK_STRIP),
        );
        let text = ui.visuals().text_color();
        for space in 1..=finish {
            let x = strip.left() + f32::from(space - 1) * cell;
            let r = egui::Rect::from_min_size(
                egui::pos2(x, strip.top()),
                Vec2::new(cell, strip.height()),
            );
            let section = s.options.section_of(space);
            let fill = if space == finish {
                theme::GOOD
            } else if section.is_multiple_of(2) {
                Color32::from_gray(70)
            } else {
                Color32::from_gray(105)
            };
            painter.rect_filled(r.shrink(0.5), 2.0, fill);
            if space == 1 || s.options.section_of(space - 1) != section {
                painter.text(
                    egui::pos2(r.left() + 1.0, rect.top()),
                    egui::Align2::LEFT_TOP,
                    s.options.poker_value(space).to_string(),
                    egui::FontId::proportional(TRACK_LABEL),
                    text,
                );
            }
        }
        // Hats: one row under the strip, in the order of their spaces, each pushed right
        // of the one before (then back left of the right edge) so none covers another.
        let d = TRACK_HAT;
        let mut order: Vec<usize> = (0..s.players.len()).collect();
        order.sort_by_key(|&i| (s.players[i].hat, i));
        let space_x = |hat: u8| strip.left() + (f32::from(hat.max(1)) - 0.5) * cell;
        let mut xs: Vec<f32> = Vec::with_capacity(order.len());
        for &i in &order {
            let want = space_x(s.players[i].hat).max(rect.left() + d / 2.0);
            let x = xs.last().map_or(want, |&before| want.max(before + d));
            xs.push(x);
        }
        let mut right = rect.right() - d / 2.0;
        for x in xs.iter_mut().rev() {
            *x = x.min(right);
            right = *x - d;
        }
        let hat_y = strip.bottom() + TRACK_TICK + d / 2.0;
        let dark = ui.visuals().dark_mode;
        for (&i, &x) in order.iter().zip(&xs) {
            let colour = self.colour(i);
            let space = space_x(s.players[i].hat);
            painter.line_segment(
                [
                    egui::pos2(space, strip.center().y),
                    egui::pos2(x, hat_y - d / 2.0),
                ],
                Stroke::new(2.0, theme::line_on(colour, dark)),
            );
            let centre = egui::pos2(x, hat_y);
            painter.circle(
                centre,
                d / 2.0 - 0.5,
                colour,
                Stroke::new(1.5, theme::outline(dark)),
            );
            painter.text(
                centre,
                egui::Align2::CENTER_CENTER,
                self.badge(i),
                egui::FontId::proportional(d * 0.6),
                theme::text_on(colour),
            );
        }
    }
}

/// A market slot's size and what it holds.
struct Cell {
    size: Vec2,
    card: Option<MarketCard>,
    selected: bool,
    /// Within the rows a payday needs.
    counted: bool,
}
