//! The event form: the kind of event flipped, the strengths the holders reveal (or a gold
//! rush's payouts), and its outcome.

use super::*;

/// The kind chosen in the event form (payouts apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum KindChoice {
    GoldRush,
    HighNoon,
    Poker,
}

/// The event being entered.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct EventForm {
    pub(super) kind: Option<KindChoice>,
    first: Option<u8>,
    second: Option<u8>,
    pub(super) strengths: Vec<Option<Pips>>,
}

impl EventForm {
    /// What has been chosen in the form, in words for the dock's step: the kind, the
    /// payouts, and each strength entered by seat (the form fills its list of
    /// strengths in as it draws; that is no choice).
    pub(super) fn step_key(&self) -> String {
        let entered: Vec<(usize, u8)> = self
            .strengths
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.map(|v| (i, v.get())))
            .collect();
        format!(
            "{:?} {:?} {:?} {entered:?}",
            self.kind, self.first, self.second
        )
    }
}

impl GnadenlosView {
    /// The event kind as the form stands, with its payouts.
    fn event_kind(&self, s: &GnadenlosState) -> Option<EventKind> {
        Some(match self.event.kind? {
            KindChoice::GoldRush => EventKind::GoldRush {
                first: self.event.first.unwrap_or(s.options.gold_rush.0),
                second: self.event.second.unwrap_or(s.options.gold_rush.1),
            },
            KindChoice::HighNoon => EventKind::HighNoon,
            KindChoice::Poker => EventKind::Poker,
        })
    }

    pub(super) fn strengths(&self, s: &GnadenlosState) -> Vec<Option<Pips>> {
        (0..s.players.len())
            .map(|i| self.event.strengths.get(i).copied().flatten())
            .collect()
    }

    pub(super) fn resolve_event(&mut self, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        match self.event_kind(s) {
            Some(kind) => cx.act(GnadenlosAction::ResolveEvent {
                kind,
                strengths: self.strengths(s),
            }),
            None => cx.refuse(Message::new("gnadenlos-event-kind-missing")),
        }
    }

    pub(super) fn event_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        // The card's kind (the header counts the card in the deck).
        ui.horizontal_wrapped(|ui| {
            for (kind, id, key) in [
                (KindChoice::GoldRush, "gnadenlos-kind-gold-rush", "G"),
                (KindChoice::HighNoon, "gnadenlos-kind-high-noon", "H"),
                (KindChoice::Poker, "gnadenlos-kind-poker", "P"),
            ] {
                let is = self.event.kind == Some(kind);
                let text = i18n.text(id);
                let response = ui
                    .add(
                        egui::Button::selectable(is, RichText::new(&text).size(24.0).strong())
                            .frame_when_inactive(true)
                            .min_size(Vec2::new(150.0, 44.0)),
                    )
                    .on_hover_text(key);
                response.widget_info(|| {
                    WidgetInfo::selected(egui::Role::Button, true, is, text.clone())
                });
                if response.clicked() {
                    cx.clear_refusal();
                    self.event.kind = Some(kind);
                }
            }
        });
        let edited = self.payouts_ui(ui, s, i18n) | self.strengths_ui(ui, s, i18n);
        if edited {
            cx.clear_refusal();
        }
        // What the event will do, before anything is applied: in room kept for it from
        // the start (two lines), so that the preview appearing never lifts the dock
        // under the pointer.
        let strengths = self.strengths(s);
        let line = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(FORM_TEXT)));
        let reserve = 2.0 * (line + ui.spacing().item_spacing.y);
        ui.scope(|ui| {
            ui.set_min_height(reserve);
            let Some(kind) = self.event_kind(s) else {
                return;
            };
            let Ok(ranking) = s.preview_event(kind, &strengths) else {
                return;
            };
            ui.horizontal_wrapped(|ui| {
                let line = if ranking.winners.is_empty() {
                    Message::new("gnadenlos-preview-nothing")
                } else if ranking.losers.is_empty() {
                    Message::new("gnadenlos-preview-won")
                        .text("winners", names(s, &ranking.winners))
                        .number("wins", ranking.winners.len() as i64)
                } else {
                    Message::new("gnadenlos-preview")
                        .text("winners", names(s, &ranking.winners))
                        .number("wins", ranking.winners.len() as i64)
                        .text("losers", names(s, &ranking.losers))
                        .number("loses", ranking.losers.len() as i64)
                };
                ui.label(RichText::new(i18n.tr(&line)).size(FORM_TEXT).italics());
                outcome_ui(ui, i18n, s, kind, &strengths);
            });
        });
    }

    /// A gold rush's payouts, greyed for the other kinds (the form keeps its height).
    /// Returns whether one changed.
    fn payouts_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, i18n: &I18n) -> bool {
        let before = (self.event.first, self.event.second);
        let gold_rush = self.event.kind == Some(KindChoice::GoldRush);
        ui.add_enabled_ui(gold_rush, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(i18n.text("gnadenlos-payouts")).size(FORM_TEXT));
                let first = self.event.first.unwrap_or(s.options.gold_rush.0);
                if let Some(v) = widgets::count_row(
                    ui,
                    &i18n.text("gnadenlos-payout-first"),
                    first,
                    MAX_PAYOUT,
                    &i18n.text("gnadenlos-payout-first-less"),
                    &i18n.text("gnadenlos-payout-first-more"),
                ) {
                    self.event.first = Some(v);
                }
                ui.add_space(12.0);
                let second = self.event.second.unwrap_or(s.options.gold_rush.1);
                if let Some(v) = widgets::count_row(
                    ui,
                    &i18n.text("gnadenlos-payout-second"),
                    second,
                    MAX_PAYOUT,
                    &i18n.text("gnadenlos-payout-second-less"),
                    &i18n.text("gnadenlos-payout-second-more"),
                ) {
                    self.event.second = Some(v);
                }
            });
        });
        before != (self.event.first, self.event.second)
    }

    /// Each player's strength, two players a row; a player without adventurers sits the
    /// event out, and a lone holder wins without a reveal. Returns whether one changed.
    fn strengths_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, i18n: &I18n) -> bool {
        let mut changed = false;
        let holders: Vec<usize> = s.holders().collect();
        let mut strengths = self.strengths(s);
        let name_width = s
            .players
            .iter()
            .map(|b| {
                ui.fonts_mut(|f| {
                    f.layout_no_wrap(
                        b.name.clone(),
                        egui::FontId::proportional(22.0),
                        Color32::WHITE,
                    )
                })
                .size()
                .x
            })
            .fold(40.0, f32::max)
            .min(120.0)
            + 6.0;
        let seats: Vec<usize> = (0..s.players.len()).collect();
        for pair in seats.chunks(2) {
            ui.horizontal(|ui| {
                ui.set_min_height(STRENGTH_BUTTON);
                for &i in pair {
                    let label =
                        i18n.tr(&Message::new("gnadenlos-strength").text("name", name(s, i)));
                    let sits = if holders.len() <= 1 {
                        Some(if holders.contains(&i) {
                            "gnadenlos-no-reveal"
                        } else {
                            "gnadenlos-sits-out"
                        })
                    } else {
                        (!holders.contains(&i)).then_some("gnadenlos-sits-out")
                    };
                    let mut value = strengths[i].map(Pips::get);
                    if strength_row(
                        ui,
                        (&name(s, i), &label, name_width),
                        sits.map(|id| i18n.text(id)).as_deref(),
                        &mut value,
                    ) {
                        strengths[i] = value.and_then(Pips::new);
                        changed = true;
                    }
                    ui.add_space(20.0);
                }
            });
        }
        self.event.strengths = strengths;
        changed
    }

    pub(super) fn event_action_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let kind = self.event_kind(s);
        let strengths = self.strengths(s);
        let why = match kind.map(|k| s.preview_event(k, &strengths)) {
            None => Some(i18n.text("gnadenlos-event-kind-missing")),
            Some(Err(r)) => Some(i18n.tr(&r.message())),
            Some(Ok(_)) => None,
        };
        let text = match kind {
            Some(k) => i18n
                .tr(&Message::new("gnadenlos-resolve").message("kind", Message::new(kind_id(k)))),
            None => i18n.text("gnadenlos-resolve-event"),
        };
        // One width for every kind, so the button keeps its place as the kind changes.
        let texts: Vec<String> = [
            EventKind::GoldRush {
                first: 0,
                second: 0,
            },
            EventKind::HighNoon,
            EventKind::Poker,
        ]
        .into_iter()
        .map(|k| {
            i18n.tr(&Message::new("gnadenlos-resolve").message("kind", Message::new(kind_id(k))))
        })
        .chain([i18n.text("gnadenlos-resolve-event")])
        .collect();
        let tip = i18n.text("gnadenlos-strength-keys");
        if widgets::big_button_for(ui, &text, &texts, why.as_deref(), Some(&tip)).clicked() {
            self.resolve_event(s, cx);
        }
    }
}

/// One player's strength in the event form: the name (`who`: the name shown, the row's
/// accessible label and the name's width), then the faces 1 to 6, each named "{label}
/// {value}" ("Strength of Ann 3"); or, for a player who reveals nothing, why (`sits`).
/// Returns whether the value changed.
fn strength_row(
    ui: &mut Ui,
    who: (&str, &str, f32),
    sits: Option<&str>,
    selected: &mut Option<u8>,
) -> bool {
    let (shown, label, width) = who;
    let mut changed = false;
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        let response = ui.add_sized(
            Vec2::new(width, STRENGTH_BUTTON),
            egui::Label::new(RichText::new(shown).size(22.0).strong()).truncate(),
        );
        let row = label.to_owned();
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, row.clone()));
        if let Some(sits) = sits {
            // As wide as the six faces, so the rows line up.
            let faces = 6.0 * STRENGTH_BUTTON + 5.0 * 4.0;
            widgets::boxed_label(
                ui,
                Vec2::new(faces, STRENGTH_BUTTON),
                RichText::new(sits).size(18.0).italics().weak(),
                egui::Align::Min,
            );
            return;
        }
        for v in FACES {
            let is = *selected == Some(v);
            let response = ui.add(
                egui::Button::selectable(is, RichText::new(v.to_string()).size(24.0).strong())
                    .frame_when_inactive(true)
                    .min_size(Vec2::splat(STRENGTH_BUTTON)),
            );
            let name = format!("{label} {v}");
            response
                .widget_info(|| WidgetInfo::selected(egui::Role::Button, true, is, name.clone()));
            if response.clicked() {
                *selected = Some(v);
                changed = true;
            }
        }
    });
    changed
}

/// What an event will do before it is resolved: every payout (a gold rush's second
/// place too), every hat that moves, the undertaker's step, the end of the game; each
/// line its own label, after the ranking.
fn outcome_ui(
    ui: &mut Ui,
    i18n: &I18n,
    s: &GnadenlosState,
    kind: EventKind,
    strengths: &[Option<Pips>],
) {
    let Ok(events) = s.event_outcome(kind, strengths) else {
        return;
    };
    for event in &events {
        if matches!(event, GnadenlosEvent::EventResolved { .. }) {
            continue;
        }
        if let Some(line) = event_line(s, event) {
            ui.label(RichText::new("·").size(FORM_TEXT).weak());
            ui.label(RichText::new(i18n.tr(&line)).size(FORM_TEXT).strong());
        }
    }
}
