//! The final count: the sheet of each bandit's purses and figures, and the standings.

use super::*;

impl ColtView {
    /// The count sheet of the bandit chosen: what the books already count and what to
    /// add (the value buttons, the corrections), then the jewels, strongboxes and
    /// bullets, each with − and +.
    pub(super) fn sheet_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let Some(sheets) = s.sheets() else {
            return;
        };
        let i = self.sheet;
        let (Some(b), Some(sheet)) = (s.bandits.get(i), sheets.get(i)) else {
            return;
        };
        let title = self.sheet_title(s, i, cx);
        // The title as wide as the widest bandit's, so that the peek after it stands at
        // the same place on every sheet.
        let title_width = (0..s.bandits.len())
            .map(|k| widgets::text_width(ui, &self.sheet_title(s, k, cx), FORM_TITLE))
            .fold(0.0, f32::max);
        let mut asked = Vec::new();
        ui.spacing_mut().item_spacing.y = 2.0;
        sheet_purses_ui(
            ui,
            (&title, title_width),
            i,
            b.bandit.name(),
            sheet,
            cx,
            &mut asked,
        );
        let n = s.bandits.len();
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 28.0;
            for tally in Tally::ALL {
                let value = match tally {
                    Tally::Jewels => sheet.jewels,
                    Tally::Strongboxes => sheet.strongboxes,
                    Tally::Fired => sheet.fired,
                    Tally::Received => sheet.received,
                };
                if let Some(value) = tally_ui(ui, b.bandit.name(), tally, value, tally.max(n), cx) {
                    asked.push(ColtAction::SetTally {
                        bandit: i,
                        tally,
                        value,
                    });
                }
            }
        });
        for action in asked {
            cx.act(action);
        }
    }

    /// Bandit `i`'s sheet's title ("Sheet 4 of 6: Tuco (Dan)").
    fn sheet_title(&self, s: &ColtState, i: usize, cx: &Cx<'_, '_>) -> String {
        let Some(b) = s.bandits.get(i) else {
            return String::new();
        };
        cx.i18n.tr(&Message::new("colt-express-sheet-title")
            .number("number", (i + 1) as i64)
            .number("count", s.bandits.len() as i64)
            .text("bandit", b.bandit.name())
            .text("player", s.players.get(b.owner).map_or("", String::as_str)))
    }
}

/// A count sheet's figures' size, in points: digits at least
/// [`theme::MIN_FIGURE_DIGITS`] high, as every figure but the key ones (issue 27).
const TALLY_FIGURE: f32 = 35.0;
const _: () = assert!(TALLY_FIGURE * theme::DIGIT_PER_POINT >= theme::MIN_FIGURE_DIGITS);

/// The smallest size a sheet's line of text shrinks to, to stay on one line, in points.
const SHEET_LINE_MIN: f32 = 14.0;

/// [`one_line`] for a line of `parts` (each its own label, "·" between them), `strong`
/// or not.
fn one_line_parts(ui: &mut Ui, parts: &[String], strong: bool, size: f32) {
    let whole = parts.join(" · ");
    let natural = widgets::text_width(ui, &whole, size) + 8.0 * parts.len() as f32;
    one_row(ui, natural, size, |ui, size| {
        for (k, part) in parts.iter().enumerate() {
            if k > 0 {
                ui.label(RichText::new("·").size(size));
            }
            let mut text = RichText::new(part).size(size);
            if strong {
                text = text.strong();
            }
            ui.add(egui::Label::new(text).truncate())
                .on_hover_text(&whole);
        }
    });
}

/// A line of the sheet kept to one row whatever it says, so that nothing below it
/// moves from one bandit's sheet to the next: made smaller (down to
/// [`SHEET_LINE_MIN`]) to fit, cut short at worst with the whole line on hover.
fn one_line(ui: &mut Ui, text: RichText, size: f32) {
    let whole = text.text().to_owned();
    let natural = widgets::text_width(ui, &whole, size);
    one_row(ui, natural, size, |ui, size| {
        ui.add(egui::Label::new(text.size(size)).truncate())
            .on_hover_text(&whole);
    });
}

/// One row as high as a line at its full `size`, shrunk to fit or not, so the rows
/// below keep their places: `line` draws it at the size that fits a line `natural`
/// points wide (down to [`SHEET_LINE_MIN`]).
fn one_row(ui: &mut Ui, natural: f32, size: f32, line: impl FnOnce(&mut Ui, f32)) {
    let room = ui.available_width();
    let height = size * theme::ROW_PER_POINT;
    let fitted = widgets::fitted_size(natural, room, size, SHEET_LINE_MIN);
    ui.allocate_ui_with_layout(
        Vec2::new(room, height),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_height(height);
            line(ui, fitted);
        },
    );
}

/// One figure of a count sheet: its name above, − the value + below, the buttons named
/// for screen readers ("Belle's Jewels: one more"); + is greyed at the figure's most.
/// Returns the new value when a button was clicked.
fn tally_ui(
    ui: &mut Ui,
    bandit: &str,
    tally: Tally,
    value: u8,
    max: u8,
    cx: &Cx<'_, '_>,
) -> Option<u8> {
    let what = cx.i18n.tr(&Message::new("colt-express-tally-of")
        .text("bandit", bandit)
        .message("tally", Message::new(tally_id(tally))));
    let mut out = None;
    ui.vertical(|ui| {
        ui.spacing_mut().item_spacing.y = 2.0;
        ui.label(
            RichText::new(cx.i18n.text(tally_id(tally)))
                .size(16.0)
                .weak(),
        );
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 6.0;
            let at_most = cx
                .i18n
                .tr(&Message::new("colt-express-refuse-tally").number("max", i64::from(max)));
            for (text, id, why, next) in [
                (
                    "−",
                    "colt-express-less",
                    (value == 0).then(String::new),
                    value.saturating_sub(1),
                ),
                (
                    "+",
                    "colt-express-more",
                    (value >= max).then_some(at_most),
                    value.saturating_add(1).min(max),
                ),
            ] {
                if text == "+" {
                    // As wide as two digits: the + stays put from 9 to 10.
                    let width = widgets::text_width(ui, "00", TALLY_FIGURE);
                    ui.allocate_ui_with_layout(
                        Vec2::new(width, 0.0),
                        egui::Layout::left_to_right(egui::Align::Center),
                        |ui| {
                            ui.set_min_width(width);
                            let response = ui.label(
                                RichText::new(value.to_string()).size(TALLY_FIGURE).strong(),
                            );
                            let label = format!("{what}: {value}");
                            response.widget_info(|| {
                                WidgetInfo::labeled(egui::Role::Label, true, label.clone())
                            });
                        },
                    );
                }
                let name = cx.i18n.tr(&Message::new(id).text("what", what.clone()));
                let button = egui::Button::new(RichText::new(text).size(22.0).strong())
                    .min_size(Vec2::splat(36.0));
                let response = ui.add_enabled(why.is_none(), button);
                let enabled = why.is_none();
                response
                    .widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, name.clone()));
                let response = match why.filter(|w| !w.is_empty()) {
                    Some(why) => response.on_disabled_hover_text(why),
                    None => response.on_hover_text(&name),
                };
                if response.clicked() {
                    out = Some(next);
                }
            }
        });
    });
    out
}

/// The reveal: the winner and the standings, one line per player, the winners' in gold.
pub(super) fn standings_ui(ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
    let Phase::Over { standings, .. } = &s.phase else {
        return;
    };
    let winners: Vec<String> = standings
        .iter()
        .filter(|r| r.place == 1)
        .map(|r| player_label(s, r.seat))
        .collect();
    fitted_label(
        ui,
        &cx.i18n.tr(&Message::new("colt-express-caption-winner")
            .text("names", winners.join(", "))
            .number("count", winners.len() as i64)),
        FORM_TITLE + 8.0,
        FORM_TITLE,
        theme::GOLD,
    );
    ui.spacing_mut().item_spacing.y = 2.0;
    for r in standings {
        let line = cx.i18n.tr(&standing_message(s, r));
        let mut text = RichText::new(line).size(DOCK_TEXT);
        if r.place == 1 {
            text = text.strong().color(theme::accent(ui, theme::GOLD));
        }
        ui.label(text);
    }
}

/// A bandit's purses on the final count sheet, each on a row of its own that keeps its
/// place whichever bandit's sheet is shown (issue 27): the sheet's `title` (in a column
/// as wide as the widest title) and the owner's peek; how many purses the books already
/// count (their values stay face down until the reveal: the peek, held, shows them in
/// this row), how many of the books' purses of unknown value are entered; what to add
/// now; the value buttons and the corrections, greyed when there is nothing to correct.
/// Asks for actions in `asked`.
fn sheet_purses_ui(
    ui: &mut Ui,
    (title, title_width): (&str, f32),
    bandit: usize,
    name: &str,
    sheet: &Sheet,
    cx: &Cx<'_, '_>,
    asked: &mut Vec<ColtAction>,
) {
    let dollars = |v: u32| {
        cx.i18n
            .tr(&Message::new("colt-express-dollars").number("value", i64::from(v)))
    };
    let known: Vec<Option<PurseValue>> = sheet.known().iter().copied().map(Some).collect();
    let mut peeking = false;
    ui.horizontal(|ui| {
        ui.allocate_ui_with_layout(
            Vec2::new(title_width, 0.0),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.set_min_width(title_width);
                form_title(ui, title);
            },
        );
        let label = cx
            .i18n
            .tr(&Message::new("colt-express-peek-label").text("bandit", name));
        ui.add_enabled_ui(!known.is_empty(), |ui| {
            peeking = widgets::hold_to_peek(ui, &cx.i18n.text("colt-express-peek"), &label);
        });
    });
    let parts: Vec<String> = if peeking {
        vec![
            known
                .iter()
                .flatten()
                .map(|v| dollars(v.get()))
                .collect::<Vec<_>>()
                .join(" · "),
        ]
    } else {
        let mut parts = vec![
            cx.i18n
                .tr(&Message::new("colt-express-count-known").number("count", known.len() as i64)),
        ];
        if sheet.unknown > 0 {
            parts.push(
                cx.i18n.tr(&Message::new("colt-express-count-unknown")
                    .number("count", sheet.unknown as i64)
                    .number("entered", sheet.entered().min(sheet.unknown) as i64)),
            );
        }
        if sheet.beyond() > 0 {
            parts.push(cx.i18n.tr(
                &Message::new("colt-express-count-beyond").number("count", sheet.beyond() as i64),
            ));
        }
        parts
    };
    one_line_parts(ui, &parts, peeking, 18.0);
    one_line(
        ui,
        RichText::new(
            cx.i18n.tr(&Message::new("colt-express-count-todo")
                .text("bandit", name)
                .number("count", sheet.to_enter() as i64)),
        )
        .strong()
        .color(theme::accent(ui, theme::GOLD)),
        DOCK_TEXT,
    );
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        for value in PurseValue::all() {
            let label = cx.i18n.tr(&Message::new("colt-express-add-purse")
                .text("bandit", name)
                .number("value", i64::from(value.get())));
            let response = ui.add(
                egui::Button::new(RichText::new(dollars(value.get())).size(20.0).strong())
                    .min_size(Vec2::new(56.0, 36.0)),
            );
            response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, label.clone()));
            if response.on_hover_text(&label).clicked() {
                asked.push(ColtAction::EnterPurse { bandit, value });
            }
        }
        ui.add_space(6.0);
        let remove = cx
            .i18n
            .tr(&Message::new("colt-express-remove-purse").text("bandit", name));
        let short = cx.i18n.text("colt-express-remove-short");
        if named_button(ui, &short, &remove, sheet.entered() > 0).clicked() {
            asked.push(ColtAction::RemovePurse {
                bandit,
                index: sheet.purses.len().saturating_sub(1),
            });
        }
        // Always there, greyed when the books hold no purse still to add.
        let forget = cx
            .i18n
            .tr(&Message::new("colt-express-forget-purse").text("bandit", name));
        let short = cx.i18n.text("colt-express-forget-short");
        let response = named_button(ui, &short, &forget, sheet.to_enter() > 0)
            .on_hover_text(cx.i18n.text("colt-express-forget-purse-tooltip"));
        if response.clicked() {
            asked.push(ColtAction::ForgetPurse { bandit });
        }
    });
}
