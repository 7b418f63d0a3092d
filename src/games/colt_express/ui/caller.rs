//! The round card and its caller: the strip of the round's turns, the call of each card
//! in the planning phase, the action phase's checklist, the round's event and the reveal.

use super::*;

impl ColtView {
    /// The planning phase: the round card's turns (the current one in gold), the order of
    /// this turn with whose card it is, and the call.
    pub(super) fn caller_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let (Phase::Planning { turn, step }, Some(kind), Some(card)) =
            (&s.phase, s.turn_kind(), s.card())
        else {
            return;
        };
        let (turn, step) = (*turn, *step);
        ui.horizontal_wrapped(|ui| {
            for (t, k) in card.turns.iter().enumerate() {
                let chip = if t == turn {
                    Chip::Now
                } else if t < turn {
                    Chip::Done
                } else {
                    Chip::Later
                };
                let text = if t == turn {
                    cx.i18n.tr(&Message::new("colt-express-turn-title")
                        .number("turn", (t + 1) as i64)
                        .message("kind", Message::new(turn_kind_id(*k))))
                } else {
                    cx.i18n.tr(&Message::new("colt-express-turn-box")
                        .number("turn", (t + 1) as i64)
                        .message("kind", Message::new(turn_short_id(*k))))
                };
                chip_ui(ui, &text, None, chip, Some(turn_colour(*k)));
            }
        });
        // The round's event on its own line, one row always (cut short with the whole
        // line on hover, should it not fit), kept empty for a card without an event:
        // beside the turns it wrapped in French when the current turn's title grew, and
        // pushed the order below it down (issue 27).
        let text = card.event.map_or_else(String::new, |event| {
            cx.i18n.tr(&Message::new("colt-express-event-at-end")
                .message("card", card_message(event.card())))
        });
        let line = ui.add(egui::Label::new(RichText::new(&text).size(18.0).italics()).truncate());
        if !text.is_empty() {
            line.on_hover_text(&text);
        }
        // The order, each player once, the current one in gold, those done struck out.
        let slots = s.slots(turn);
        let current = s.current_seat();
        ui.horizontal_wrapped(|ui| {
            for seat in turn_order(kind, s.first, s.player_count()) {
                let done = slots
                    .iter()
                    .rposition(|&x| x == seat)
                    .is_some_and(|last| last < step);
                let chip = if current == Some(seat) {
                    Chip::Now
                } else if done {
                    Chip::Done
                } else {
                    Chip::Later
                };
                let label =
                    cx.i18n.tr(&Message::new("colt-express-order-label")
                        .text("name", player_label(s, seat)));
                chip_ui(
                    ui,
                    &short_name(s, seat),
                    Some(&label),
                    chip,
                    Some(self.colour(seat)),
                );
            }
        });
        if let Some(seat) = current {
            let second = step > 0 && slots.get(step - 1) == Some(&seat);
            let id = match (kind, second) {
                (TurnKind::SpeedUp, false) => "colt-express-now-first-of-two",
                (TurnKind::SpeedUp, true) => "colt-express-now-second",
                (TurnKind::Tunnel, _) => "colt-express-now-face-down",
                _ => "colt-express-now",
            };
            let text = cx
                .i18n
                .tr(&Message::new(id).text("name", player_label(s, seat)));
            fitted_label(ui, &text, CALL, CALL_MIN, theme::GOLD);
        }
        let hint = if s.ghost_may_hide() {
            Some("colt-express-ghost-reminder")
        } else if turn == 0 && step == 0 {
            Some(if s.index_of(Bandit::Doc).is_some() {
                "colt-express-deal-hint-doc"
            } else {
                "colt-express-deal-hint"
            })
        } else {
            None
        };
        // Always a line, so the form keeps its height from card to card.
        let text = hint.map_or_else(String::new, |id| cx.i18n.text(id));
        ui.label(RichText::new(text).size(DOCK_TEXT).italics());
    }

    /// The round's event: its name and rule, what to tick, and at Marshal's Revenge what
    /// each bandit ticked loses and, where only his player knows, which purse.
    pub(super) fn event_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let Some(event) = s.event() else {
            return;
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(cx.i18n.tr(&card_message(event.card())))
                    .size(FORM_TITLE + 4.0)
                    .strong()
                    .color(theme::accent(ui, theme::GOLD)),
            );
            ui.label(RichText::new(cx.i18n.text(event.rule_id())).size(DOCK_TEXT));
        });
        if event.effect() == EventEffect::BoardOnly {
            form_help(ui, &cx.i18n.text("colt-express-event-board-only"));
            return;
        }
        let revenge = event.effect() == EventEffect::LosePurse;
        let id = if revenge {
            "colt-express-event-keys-revenge"
        } else {
            "colt-express-event-tick"
        };
        form_help(
            ui,
            &cx.i18n
                .tr(&Message::new(id).number("count", s.bandits.len() as i64)),
        );
        if !revenge {
            return;
        }
        // What Marshal's Revenge takes from each bandit ticked, where Deputy knows: which
        // purse, by its place, never its value (the table keeps purses face down).
        let outcomes: Vec<String> = (0..s.bandits.len())
            .filter(|&i| self.ticked.get(i).copied().unwrap_or(false))
            .filter_map(|i| {
                let b = &s.bandits[i];
                let what = match revenge_drop(&b.purses) {
                    RevengeDrop::NoPurse => Message::new("colt-express-event-no-purse"),
                    RevengeDrop::Sure(p) => match b.purses[p] {
                        None => Message::new("colt-express-event-loses-unknown"),
                        Some(_) => Message::new("colt-express-event-loses-nth")
                            .message("ordinal", purse_ordinal(p)),
                    },
                    RevengeDrop::Ask { .. } => return None,
                };
                Some(
                    cx.i18n.tr(&Message::new("colt-express-event-outcome")
                        .text("bandit", b.bandit.name())
                        .message("what", what)),
                )
            })
            .collect();
        ui.label(RichText::new(outcomes.join(" · ")).size(18.0));
        // Where only the player knows the least valuable purse: which one, by its place
        // among his purses; the player's peek is a deliberate hold.
        let asks: Vec<usize> = (0..s.bandits.len())
            .filter(|&i| matches!(revenge_drop(&s.bandits[i].purses), RevengeDrop::Ask { .. }))
            .collect();
        for i in asks {
            let b = &s.bandits[i];
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(cx.i18n.tr(
                        &Message::new("colt-express-event-ask").text("bandit", b.bandit.name()),
                    ))
                    .size(DOCK_TEXT),
                );
                for index in 0..b.purses.len() {
                    let is = self.drops.get(i).copied().flatten() == Some(index);
                    if purse_button_ui(ui, cx, b.bandit.name(), index, is) {
                        self.drops[i] = Some(index);
                        self.ticked[i] = true;
                    }
                }
                purse_peek_ui(ui, cx, b.bandit.name(), &b.purses);
            });
        }
    }
}

/// Whether the round's event changes nothing in the books (or there is none).
pub(super) fn board_only(s: &ColtState) -> bool {
    s.event()
        .is_none_or(|e| e.effect() == EventEffect::BoardOnly)
}

/// Where a chip stands in a sequence (the turns, the order, the checklist).
#[derive(Clone, Copy, PartialEq)]
enum Chip {
    /// Done: dimmed and struck out.
    Done,
    /// Now: filled in gold.
    Now,
    /// Still to come.
    Later,
}

/// A framed word in a sequence, named `label` for screen readers (its text if none),
/// its border in `colour`. One widget, so that a wrapping row wraps before it.
fn chip_ui(ui: &mut Ui, text: &str, label: Option<&str>, chip: Chip, colour: Option<Color32>) {
    let mut rich = RichText::new(text).size(DOCK_TEXT);
    rich = match chip {
        Chip::Now => rich.strong().color(Color32::BLACK),
        Chip::Done => rich.weak().strikethrough(),
        Chip::Later => rich,
    };
    // A black player's chip keeps a frame that shows on the dark theme.
    let colour = colour.map(|c| theme::line_on(c, ui.visuals().dark_mode));
    let stroke = match chip {
        Chip::Now => egui::Stroke::new(2.0, theme::GOLD),
        // As wide as the others' (a stroke counts in a button's size): a chip done
        // never moves the chips after it.
        Chip::Done => egui::Stroke::new(2.0, colour.unwrap_or(theme::GOLD).gamma_multiply(0.4)),
        Chip::Later => egui::Stroke::new(2.0, colour.unwrap_or(theme::GOLD).gamma_multiply(0.8)),
    };
    let fill = if chip == Chip::Now {
        theme::GOLD
    } else {
        Color32::TRANSPARENT
    };
    let padding = std::mem::replace(&mut ui.spacing_mut().button_padding, Vec2::new(8.0, 2.0));
    let response = ui.add(
        egui::Button::new(rich)
            .fill(fill)
            .stroke(stroke)
            .corner_radius(8.0)
            .sense(egui::Sense::hover()),
    );
    ui.spacing_mut().button_padding = padding;
    // A black chip on the dark theme (a white one on the light) gets a contrasting line
    // around its border, as the players' cards do, so the player's colour still shows.
    let dark = ui.visuals().dark_mode;
    if chip != Chip::Now
        && let Some(colour) = colour
        && theme::needs_outline(colour, dark)
    {
        let mut outline = theme::outline(dark);
        if chip == Chip::Done {
            outline = outline.gamma_multiply(0.5);
        }
        ui.painter().rect_stroke(
            response.rect.expand(1.0),
            9.0,
            egui::Stroke::new(1.0, outline),
            egui::StrokeKind::Outside,
        );
    }
    let label = label.unwrap_or(text).to_owned();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
}

/// The round card to tell (the deck dealt by hand): one button per card that may be
/// revealed now.
pub(super) fn reveal_ui(ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
    let id = if s.last_round() {
        "colt-express-reveal-station"
    } else {
        "colt-express-reveal-round"
    };
    form_help(ui, &cx.i18n.text(id));
    // Every card of the set in its place, those already dealt greyed with the reason:
    // a card left out shifted the others, and a click meant for one picked its
    // neighbour the next round (issue 27).
    // Each greyed card says why on hover; beside the form, one line for them all.
    let mut greyed = false;
    ui.horizontal_wrapped(|ui| {
        for card in s.round_card_choices() {
            let text = cx.i18n.tr(&card_message(card.card));
            let why_not = s.may_reveal(card).err().map(|r| cx.i18n.tr(&r.message()));
            let mut response = ui.add_enabled(
                why_not.is_none(),
                egui::Button::new(RichText::new(text).size(22.0).strong())
                    .min_size(Vec2::new(0.0, 44.0)),
            );
            if let Some(why) = &why_not {
                greyed = true;
                response = response.on_disabled_hover_text(why);
            }
            if response.clicked() {
                cx.act(ColtAction::RevealRoundCard { card });
            }
        }
    });
    if greyed {
        widgets::note_greyed(ui.ctx(), 2, &cx.i18n.text("colt-express-cards-dealt"));
    }
}

/// The action phase: the planned cards in play order, turn by turn; those resolved
/// struck out, the next one in gold.
pub(super) fn checklist_ui(ui: &mut Ui, s: &ColtState, resolved: usize, cx: &mut Cx<'_, '_>) {
    let total = s.planned.len();
    form_title(
        ui,
        &cx.i18n.tr(&Message::new("colt-express-checklist")
            .number("done", resolved as i64)
            .number("count", total as i64)),
    );
    let Some(card) = s.card() else {
        return;
    };
    // Rows as high as their chips (not the style's 32-point minimum), close together.
    ui.spacing_mut().item_spacing.y = 3.0;
    ui.spacing_mut().interact_size.y = 0.0;
    for (t, kind) in card.turns.iter().enumerate() {
        let cards: Vec<(usize, &super::super::rules::Planned)> = s
            .planned
            .iter()
            .enumerate()
            .filter(|(_, p)| p.turn == t)
            .collect();
        if cards.is_empty() {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(
                    cx.i18n.tr(&Message::new("colt-express-turn-box")
                        .number("turn", (t + 1) as i64)
                        .message("kind", Message::new(turn_short_id(*kind)))),
                )
                .size(18.0)
                .color(theme::accent_text(
                    turn_colour(*kind),
                    ui.visuals().dark_mode,
                )),
            );
            for (i, p) in cards {
                let face = if p.face_down {
                    "colt-express-face-down"
                } else {
                    "colt-express-face-up"
                };
                let label = cx.i18n.tr(&Message::new("colt-express-checklist-line")
                    .number("turn", (p.turn + 1) as i64)
                    .text("name", player_label(s, p.seat))
                    .message("face", Message::new(face)));
                let chip = if i < resolved {
                    Chip::Done
                } else if i == resolved {
                    Chip::Now
                } else {
                    Chip::Later
                };
                // A card face down on a turn that is not a tunnel (Ghost's first) says so.
                let mut text = short_name(s, p.seat);
                if p.face_down && *kind != TurnKind::Tunnel {
                    text = cx
                        .i18n
                        .tr(&Message::new("colt-express-chip-face-down").text("name", text));
                }
                chip_ui(ui, &text, Some(&label), chip, None);
            }
        });
    }
}

/// The short name of a turn kind, for the strip of a round card's turns.
fn turn_short_id(kind: TurnKind) -> &'static str {
    match kind {
        TurnKind::Normal => "colt-express-turn-short-normal",
        TurnKind::Tunnel => "colt-express-turn-short-tunnel",
        TurnKind::SpeedUp => "colt-express-turn-short-speed-up",
        TurnKind::Switch => "colt-express-turn-short-switch",
    }
}

/// The colour that marks a turn kind on the strip.
fn turn_colour(kind: TurnKind) -> Color32 {
    match kind {
        TurnKind::Normal => Color32::from_rgb(0xC8, 0xC0, 0xB0),
        TurnKind::Tunnel => Color32::from_rgb(0x8E, 0x7C, 0xE0),
        TurnKind::SpeedUp => theme::DANGER,
        TurnKind::Switch => theme::GOOD,
    }
}
