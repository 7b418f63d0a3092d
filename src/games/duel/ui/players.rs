//! The players' cards: bullets, wounds, the status lines, and each card's buttons.

use super::*;

impl DuelView {
    pub(super) fn player_card_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let d = &s.duelists[i];
        let out = !d.is_standing();
        let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
        widgets::card_name(ui, card, &self.badges[i], &d.name, colour, out);
        let t = |id: &str| cx.i18n.text(id);
        let named = |m: Message| cx.i18n.tr(&m.text("name", d.name.clone()));
        key_figure(
            ui,
            card,
            &t("duel-bullets"),
            &format!("{}/{}", d.bullets, CYLINDER),
            None,
            &named(
                Message::new("duel-figure-bullets")
                    .number("bullets", i64::from(d.bullets))
                    .number("max", i64::from(CYLINDER)),
            ),
        );
        key_figure(
            ui,
            card,
            &t("duel-card-wounds"),
            &format!("{}/{}", d.wounds, FATAL_WOUNDS),
            (d.wounds > 0).then_some(theme::DANGER),
            &named(
                Message::new("duel-figure-wounds")
                    .number("wounds", i64::from(d.wounds))
                    .number("max", i64::from(FATAL_WOUNDS)),
            ),
        );
        // The hat, or the condition of a player who is out, on a text row.
        let (text, colour, label) = match d.condition {
            Condition::Standing => {
                let hat = if d.hat { "on" } else { "lost" };
                (
                    format!(
                        "{} {}",
                        t("duel-card-hat"),
                        cx.i18n
                            .tr(&Message::new("duel-card-hat-value").text("hat", hat))
                    ),
                    (!d.hat).then_some(theme::DANGER),
                    named(Message::new("duel-figure-hat").text("hat", hat)),
                )
            }
            Condition::Dead | Condition::Disarmed => {
                let condition = if d.condition == Condition::Dead {
                    "dead"
                } else {
                    "disarmed"
                };
                (
                    cx.i18n
                        .tr(&Message::new("duel-card-condition").text("out", condition)),
                    Some(theme::DANGER),
                    named(Message::new("duel-figure-condition").text("out", condition)),
                )
            }
        };
        text_row(ui, card, &text, colour, &label);
        let pending = s
            .preview()
            .into_iter()
            .enumerate()
            .find(|(_, r)| r.shot.shooter == i);
        let statuses: Vec<String> = pending
            .iter()
            .map(|(_, r)| {
                Message::new("duel-card-pending")
                    .text("target", name(s, r.shot.target))
                    .message("result", result_message(s, r))
            })
            .chain(status_lines(s, i))
            .map(|m| cx.i18n.tr(&m))
            .collect();
        status_text(ui, &statuses.join(" · "), card.sizes.text);
        if let Some((index, _)) = pending {
            let text = cx.i18n.text("duel-withdraw-short");
            let label = cx
                .i18n
                .tr(&Message::new("duel-withdraw").text("name", d.name.clone()));
            let mut withdraw = false;
            card_buttons(ui, 1, |ui, _| {
                withdraw = card_button(ui, &text, &label, None).clicked();
            });
            if withdraw {
                cx.act(DuelAction::WithdrawShot { index });
            }
        } else if !out {
            self.player_buttons_ui(ui, s, i, cx);
        }
    }

    fn player_buttons_ui(&mut self, ui: &mut Ui, s: &DuelState, i: usize, cx: &mut Cx<'_, '_>) {
        let d = &s.duelists[i];
        let named = |id| cx.i18n.tr(&Message::new(id).text("name", d.name.clone()));
        /// What a card's button does.
        enum Does {
            Open(Form),
            Act(DuelAction),
            Fire,
        }
        // Each button: its short text on the card, its full name, why it is greyed, what
        // it does.
        let mut buttons: Vec<(String, String, Option<String>, Does)> = Vec::new();
        match s.phase {
            Phase::Preparation => {
                if d.round.reload.is_some() {
                    buttons.push((
                        cx.i18n.text("duel-card-cancel-reload"),
                        named("duel-cancel-reload"),
                        None,
                        Does::Act(DuelAction::CancelReload { player: i }),
                    ));
                } else {
                    let full = (d.bullets >= CYLINDER).then(|| named("duel-refuse-cylinder-full"));
                    buttons.push((
                        cx.i18n.text("duel-card-reload"),
                        named("duel-reload-button"),
                        full,
                        Does::Open(Form::Reload {
                            player: i,
                            bullets: None,
                            dodge: None,
                        }),
                    ));
                }
                if d.round.jam.is_some() {
                    buttons.push((
                        cx.i18n.text("duel-card-clear-jam"),
                        named("duel-clear-jam"),
                        None,
                        Does::Act(DuelAction::ClearJam { player: i }),
                    ));
                } else if d.round.reload.is_none() {
                    buttons.push((
                        cx.i18n.text("duel-card-jam"),
                        named("duel-jam-button"),
                        None,
                        Does::Open(Form::Jam {
                            player: i,
                            dodge: None,
                        }),
                    ));
                }
            }
            Phase::Shooting { tier: Some(_), .. } => buttons.push((
                cx.i18n.text("duel-card-fire"),
                named("duel-fire-button"),
                s.may_fire(i).err().map(|r| cx.i18n.tr(&r.message())),
                Does::Fire,
            )),
            _ => {}
        }
        let tip = cx.i18n.text("duel-fire-tooltip");
        let mut done = None;
        card_buttons(ui, buttons.len(), |ui, k| {
            let (text, label, why, _) = &buttons[k];
            let mut response = card_button(ui, text, label, why.as_deref());
            if matches!(buttons[k].3, Does::Fire) {
                response = response.on_hover_text(&tip);
            }
            if response.clicked() {
                done = Some(k);
            }
        });
        match done.map(|k| buttons.swap_remove(k).3) {
            Some(Does::Fire) => self.hold(Some(i), s, cx),
            Some(Does::Open(form)) => self.form = Some(form),
            Some(Does::Act(action)) => cx.act(action),
            None => {}
        }
    }
}

/// The smallest a card's button draws its text before cutting it, in points: the
/// buttons are the laptop's user's, read at arm's length, not across the table.
const CARD_BUTTON_TEXT_MIN: f32 = 14.0;
/// A card's button's padding left and right of its text, in points.
const CARD_BUTTON_PADDING: f32 = 4.0;

/// A button on a card: a short text, with the full sentence as its accessible label
/// ("Reload…" named "Reload Clint…"), disabled with `why_not` (its tooltip), as wide as
/// the space it is given: its text drawn smaller to fit (down to [`CARD_BUTTON_TEXT_MIN`]),
/// and only then cut with "…" rather than widen it (issue 27: "Rechar…", "Enraya…" in
/// French, five players at 1280×800).
fn card_button(ui: &mut Ui, text: &str, label: &str, why_not: Option<&str>) -> egui::Response {
    let enabled = why_not.is_none();
    ui.spacing_mut().button_padding.x = CARD_BUTTON_PADDING;
    let size = egui::TextStyle::Button.resolve(ui.style()).size;
    let room = ui.available_width() - 2.0 * CARD_BUTTON_PADDING;
    let size = widgets::fitted_size(
        widgets::text_width(ui, text, size),
        room,
        size,
        CARD_BUTTON_TEXT_MIN.min(size),
    );
    let button =
        egui::Button::new(RichText::new(text).size(size)).wrap_mode(egui::TextWrapMode::Truncate);
    let response = ui
        .add_enabled_ui(enabled, |ui| ui.add_sized(ui.available_size(), button))
        .inner;
    let response = match why_not {
        Some(why) => response.on_disabled_hover_text(why),
        None => response.on_hover_text(label),
    };
    let label = label.to_owned();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, label.clone()));
    response
}

/// A card's row of `count` buttons, each an equal share of the card's width, so a
/// button keeps its place and size when another takes its turn ("Fires" becoming
/// "Withdraw").
fn card_buttons(ui: &mut Ui, count: usize, mut button: impl FnMut(&mut Ui, usize)) {
    if count == 0 {
        return;
    }
    let gap = ui.spacing().item_spacing.x;
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        egui::vec2(width, theme::CARD_BUTTON_HEIGHT),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            let share =
                ((width - gap * count.saturating_sub(1) as f32) / count.max(1) as f32).max(0.0);
            for k in 0..count {
                ui.allocate_ui_with_layout(
                    egui::vec2(share, theme::CARD_BUTTON_HEIGHT),
                    egui::Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        ui.set_width(share);
                        button(ui, k);
                    },
                );
            }
        },
    );
}

/// The statuses of a card, on at most two lines, cut with "…" beyond.
fn status_text(ui: &mut Ui, text: &str, size: f32) {
    let job = |shown: f32| {
        let mut job = egui::text::LayoutJob::single_section(
            text.to_owned(),
            egui::TextFormat::simple(
                egui::FontId::proportional(shown),
                theme::accent(ui, theme::GOLD),
            ),
        );
        job.wrap = egui::text::TextWrapping {
            max_rows: 2,
            break_anywhere: false,
            overflow_character: Some('…'),
            max_width: ui.available_width(),
        };
        job
    };
    // Drawn smaller, down to the smallest text, before it is cut (issue 27: "Jammed:
    // fires at 0 …" with five players at 1280×800).
    let mut shown = size;
    while shown > theme::MIN_TEXT && ui.fonts_mut(|f| f.layout_job(job(shown))).elided {
        shown = (shown - 1.0).max(theme::MIN_TEXT);
    }
    let job = job(shown);
    // Two rows high whatever the text, so the button row below keeps its place.
    let high = 2.0 * widgets::CardSizes::row(size);
    let response = ui
        .allocate_ui_with_layout(
            egui::vec2(ui.available_width(), high),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_min_height(high);
                // One tooltip: the whole text is this row's own (egui would add a
                // second over a cut label, stacked on the first and over the button).
                ui.add(
                    egui::Label::new(job)
                        .selectable(false)
                        .show_tooltip_when_elided(false),
                )
            },
        )
        .inner;
    if !text.is_empty() {
        response.on_hover_text(text);
    }
}

/// The players' status lines under their books (reloading, jammed, wounded, shots).
fn status_lines(s: &DuelState, i: usize) -> Vec<Message> {
    let d = &s.duelists[i];
    let mut lines = Vec::new();
    if !d.is_standing() {
        return lines;
    }
    if d.wounds > 0 {
        lines.push(Message::new("duel-malus").number("wounds", i64::from(d.wounds)));
    }
    if let Some(reload) = d.round.reload {
        lines.push(
            Message::new("duel-status-reloading")
                .number("bullets", i64::from(reload.bullets.get()))
                .number("dodge", i64::from(reload.dodge.get())),
        );
    } else if d.bullets == 0 {
        lines.push(Message::new("duel-status-must-reload"));
    }
    if let Some(dodge) = d.round.jam {
        lines.push(Message::new("duel-status-jammed").number("dodge", i64::from(dodge.get())));
    }
    if d.round.cancelled {
        lines.push(Message::new("duel-status-wounded"));
    }
    if d.round.shots_fired > 0 {
        lines.push(
            Message::new("duel-status-fired").number("count", i64::from(d.round.shots_fired)),
        );
    }
    lines
}

/// A key figure under its caption: the caption on a text row, the figure alone on its
/// row at the layout's figure size, named `label` ("Clint's bullets: 4/6").
fn key_figure(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
) {
    ui.allocate_ui_with_layout(
        egui::vec2(
            ui.available_width(),
            widgets::CardSizes::row(card.sizes.text),
        ),
        egui::Layout::left_to_right(egui::Align::Max),
        |ui| {
            ui.add(
                egui::Label::new(RichText::new(caption).size(card.sizes.text))
                    .selectable(false)
                    .truncate(),
            )
        },
    );
    widgets::card_figure(ui, card, "", figure, colour, label);
}

/// A text row of a card at the layout's text size, strong, named `label`, cut with "…"
/// (the whole text on hover) rather than run out of the card.
fn text_row(ui: &mut Ui, card: &CardSize, text: &str, colour: Option<Color32>, label: &str) {
    // Drawn smaller rather than cut, down to the cards' smallest text (issue 27:
    // "Chapeau p…" while the aside narrows the cards); cut only below that, whole on
    // hover.
    let natural = widgets::text_width(ui, text, card.sizes.text);
    let size = (card.sizes.text * ui.available_width() / natural.max(1.0))
        .clamp(theme::MIN_NAME.min(card.sizes.text), card.sizes.text);
    let mut rich = RichText::new(text).size(size).strong();
    if let Some(colour) = colour {
        rich = rich.color(colour);
    }
    let response = ui
        .allocate_ui_with_layout(
            egui::vec2(
                ui.available_width(),
                widgets::CardSizes::row(card.sizes.text),
            ),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| ui.add(egui::Label::new(rich).selectable(false).truncate()),
        )
        .inner
        .on_hover_text(text);
    let label = label.to_owned();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
}
