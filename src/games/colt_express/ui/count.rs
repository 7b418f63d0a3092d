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
        let title = cx.i18n.tr(&Message::new("colt-express-sheet-title")
            .number("number", (i + 1) as i64)
            .number("count", s.bandits.len() as i64)
            .text("bandit", b.bandit.name())
            .text("player", s.players.get(b.owner).map_or("", String::as_str)));
        let mut asked = Vec::new();
        sheet_purses_ui(ui, &title, i, b.bandit.name(), sheet, cx, &mut asked);
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
                    ui.label(RichText::new(value.to_string()).size(24.0).strong());
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

/// A bandit's purses on the final count sheet, under the sheet's `title`: the values the
/// books already count (to set aside), how many of the books' purses of unknown value are
/// entered, what to add now, the value buttons and the corrections. Asks for actions in
/// `asked`.
fn sheet_purses_ui(
    ui: &mut Ui,
    title: &str,
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
    // The title, then one wrapped row of what the books hold: counted, unknown, beyond.
    // The values the books know stay face down until the reveal: the row counts them,
    // and the owner's peek, held at the row's end, shows them.
    let known: Vec<Option<PurseValue>> = sheet.known().iter().copied().map(Some).collect();
    ui.horizontal_wrapped(|ui| {
        form_title(ui, title);
        let text = |m: Message| RichText::new(cx.i18n.tr(&m)).size(18.0);
        ui.label(text(
            Message::new("colt-express-count-known").number("count", known.len() as i64),
        ));
        if sheet.unknown > 0 {
            ui.label(RichText::new("·").size(18.0));
            ui.label(text(
                Message::new("colt-express-count-unknown")
                    .number("count", sheet.unknown as i64)
                    .number("entered", sheet.entered().min(sheet.unknown) as i64),
            ));
        }
        if sheet.beyond() > 0 {
            ui.label(RichText::new("·").size(18.0));
            ui.label(text(
                Message::new("colt-express-count-beyond").number("count", sheet.beyond() as i64),
            ));
        }
        if !known.is_empty() {
            purse_peek_ui(ui, cx, name, &known);
        }
    });
    ui.add(
        egui::Label::new(
            RichText::new(
                cx.i18n.tr(&Message::new("colt-express-count-todo")
                    .text("bandit", name)
                    .number("count", sheet.to_enter() as i64)),
            )
            .size(DOCK_TEXT)
            .strong()
            .color(theme::accent(ui, theme::GOLD)),
        )
        .wrap_mode(egui::TextWrapMode::Wrap),
    );
    ui.horizontal_wrapped(|ui| {
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
        if sheet.to_enter() > 0 {
            let forget = cx
                .i18n
                .tr(&Message::new("colt-express-forget-purse").text("bandit", name));
            let short = cx.i18n.text("colt-express-forget-short");
            let response = named_button(ui, &short, &forget, true)
                .on_hover_text(cx.i18n.text("colt-express-forget-purse-tooltip"));
            if response.clicked() {
                asked.push(ColtAction::ForgetPurse { bandit });
            }
        }
    });
}
