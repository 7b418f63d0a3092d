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
        widgets::card_figure(
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
        widgets::card_figure(
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
        match d.condition {
            Condition::Standing => {
                let hat = if d.hat { "on" } else { "lost" };
                widgets::card_figure(
                    ui,
                    card,
                    &t("duel-card-hat"),
                    &cx.i18n
                        .tr(&Message::new("duel-card-hat-value").text("hat", hat)),
                    (!d.hat).then_some(theme::DANGER),
                    &named(Message::new("duel-figure-hat").text("hat", hat)),
                );
            }
            Condition::Dead | Condition::Disarmed => {
                let condition = if d.condition == Condition::Dead {
                    "dead"
                } else {
                    "disarmed"
                };
                widgets::card_figure(
                    ui,
                    card,
                    "",
                    &cx.i18n
                        .tr(&Message::new("duel-card-condition").text("out", condition)),
                    Some(theme::DANGER),
                    &named(Message::new("duel-figure-condition").text("out", condition)),
                );
            }
        }
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
            if card_button(ui, &text, &label, None).clicked() {
                cx.act(DuelAction::WithdrawShot { index });
            }
        } else if !out {
            self.player_buttons_ui(ui, s, i, cx);
        }
    }

    fn player_buttons_ui(&mut self, ui: &mut Ui, s: &DuelState, i: usize, cx: &mut Cx<'_, '_>) {
        let d = &s.duelists[i];
        let named = |id| cx.i18n.tr(&Message::new(id).text("name", d.name.clone()));
        // Each button: its short text on the card, its full name, why it is greyed.
        let button = |ui: &mut Ui, text: &'static str, label: &'static str, why: Option<String>| {
            card_button(ui, &cx.i18n.text(text), &named(label), why.as_deref()).clicked()
        };
        let mut form = None;
        let mut action = None;
        ui.horizontal_wrapped(|ui| match s.phase {
            Phase::Preparation => {
                if d.round.reload.is_some() {
                    if button(ui, "duel-card-cancel-reload", "duel-cancel-reload", None) {
                        action = Some(DuelAction::CancelReload { player: i });
                    }
                } else {
                    let full = (d.bullets >= CYLINDER).then(|| named("duel-refuse-cylinder-full"));
                    if button(ui, "duel-card-reload", "duel-reload-button", full) {
                        form = Some(Form::Reload {
                            player: i,
                            bullets: None,
                            dodge: None,
                        });
                    }
                }
                if d.round.jam.is_some() {
                    if button(ui, "duel-card-clear-jam", "duel-clear-jam", None) {
                        action = Some(DuelAction::ClearJam { player: i });
                    }
                } else if d.round.reload.is_none()
                    && button(ui, "duel-card-jam", "duel-jam-button", None)
                {
                    form = Some(Form::Jam {
                        player: i,
                        dodge: None,
                    });
                }
            }
            Phase::Shooting { tier: Some(_), .. } => {
                let why = s.may_fire(i).err().map(|r| cx.i18n.tr(&r.message()));
                let response = card_button(
                    ui,
                    &cx.i18n.text("duel-card-fire"),
                    &named("duel-fire-button"),
                    why.as_deref(),
                )
                .on_hover_text(cx.i18n.text("duel-fire-tooltip"));
                if response.clicked() {
                    form = Some(Form::Shots(ShotForm::default()));
                }
            }
            _ => {}
        });
        match (form, action) {
            (Some(Form::Shots(_)), _) => self.hold(Some(i), s, cx),
            (Some(form), _) => self.form = Some(form),
            (None, Some(action)) => cx.act(action),
            (None, None) => {}
        }
    }
}

/// A button on a card or in a list: a short text, with the full sentence as its
/// accessible label ("Reload…" named "Reload Clint…"), disabled with `why_not`.
fn card_button(ui: &mut Ui, text: &str, label: &str, why_not: Option<&str>) -> egui::Response {
    let response = widgets::button(ui, text, why_not, None);
    let label = label.to_owned();
    let enabled = why_not.is_none();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, label.clone()));
    response
}

/// The statuses of a card, on at most two lines, cut with "…" beyond.
fn status_text(ui: &mut Ui, text: &str, size: f32) {
    let mut job = egui::text::LayoutJob::single_section(
        text.to_owned(),
        egui::TextFormat::simple(egui::FontId::proportional(size), theme::GOLD),
    );
    job.wrap = egui::text::TextWrapping {
        max_rows: 2,
        break_anywhere: false,
        overflow_character: Some('…'),
        max_width: ui.available_width(),
    };
    let response = ui.add(egui::Label::new(job).selectable(false));
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
