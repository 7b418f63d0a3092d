//! Colt Express's table view: the round card's turns, the player whose card it is (big),
//! the checklist of the action phase, the bandits' books with what can be recorded,
//! the end-of-round event with its ticks, the final count and the reveal.
//!
//! The view reads the state the host lends it and asks for [`ColtAction`]s through the
//! [`ViewCx`]; it keeps only what the screen needs between frames (a dialog being
//! filled, the bandits ticked for an event).

use egui::{Color32, Key, RichText, Ui, Vec2};

use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{View, ViewCx};
use crate::i18n::I18n;
use crate::session::Session;
use crate::ui::theme;
use crate::ui::widgets::{self, Choice, DialogChoice};

use super::cards::{EventEffect, ROUNDS, TurnKind};
use super::history::{card_message, loot_id, player_label, tally_id, turn_kind_id};
use super::rules::{
    BULLETS, Bandit, ColtAction, ColtEvent, ColtExpress, ColtState, LootKind, Phase, PurseDrop,
    PurseValue, RevengeDrop, Sheet, Tally, bandit_count, revenge_drop,
};
use super::{ColtExpressGame, ColtPrefs};

type Cx<'a, 'b> = ViewCx<'a, ColtExpressGame>;

/// A size between a name and a caption: the turn and the player whose card it is.
const CALL: f32 = 44.0;

/// What is being recorded in the dialog over the table.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Dialog {
    /// A shot by `shooter`.
    Shot {
        shooter: usize,
        target: Option<usize>,
    },
    /// A punch by `puncher`; `kind` is what the victim drops (`Some(None)`: nothing),
    /// `purse` which of the victim's purses.
    Punch {
        puncher: usize,
        victim: Option<usize>,
        kind: Option<Option<LootKind>>,
        purse: Option<usize>,
    },
    /// Loot taken (`take`) or lost by `bandit`; `purse`: which purse is lost.
    Loot {
        bandit: usize,
        take: bool,
        kind: Option<LootKind>,
        value: Option<PurseValue>,
        purse: Option<usize>,
    },
}

/// Colt Express's table view.
pub struct ColtView {
    colours: Vec<Color32>,
    badges: Vec<String>,
    dialog: Option<Dialog>,
    /// The bandits ticked for the round's event.
    ticked: Vec<bool>,
    /// Marshal's Revenge: the purse (index) each bandit drops, where Deputy asks.
    drops: Vec<Option<usize>>,
    /// The bandit whose row key was pressed last (the event's keys).
    current: Option<usize>,
}

impl View<ColtExpressGame> for ColtView {
    fn new(session: &Session<ColtExpress>, _prefs: &ColtPrefs, _resumed: bool) -> Self {
        let seating: &Seating = &session.journal().setup().seating;
        Self {
            colours: seating
                .players
                .iter()
                .map(|p| theme::player_colour(p.colour))
                .collect(),
            badges: seating.badges(),
            dialog: None,
            ticked: vec![false; session.state().bandits.len()],
            drops: vec![None; session.state().bandits.len()],
            current: None,
        }
    }

    fn ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        if self.ticked.len() != s.bandits.len() {
            self.ticked = vec![false; s.bandits.len()];
        }
        if self.drops.len() != s.bandits.len() {
            self.drops = vec![None; s.bandits.len()];
        }
        self.keys(ui, s, cx);
        self.header_ui(ui, s, cx);
        ui.add_space(6.0);
        match &s.phase {
            Phase::FinalCount { .. } => self.count_ui(ui, s, cx),
            phase => {
                // Six bandits' books may not fit a laptop's height: the table scrolls.
                egui::ScrollArea::vertical()
                    .id_salt("colt-express-table")
                    .auto_shrink(false)
                    .show(ui, |ui| match phase {
                        Phase::RoundCard => self.reveal_ui(ui, s, cx),
                        Phase::Planning { .. } => self.planning_ui(ui, s, cx),
                        Phase::Action { resolved } => self.action_ui(ui, s, *resolved, cx),
                        Phase::Event => self.event_ui(ui, s, cx),
                        _ => self.over_ui(ui, s, cx),
                    });
            }
        }
        self.dialog_ui(ui, s, cx);
    }

    fn accepted(
        &mut self,
        action: &ColtAction,
        _s: &ColtState,
        events: &[ColtEvent],
        _cx: &mut Cx<'_, '_>,
    ) {
        if matches!(
            action,
            ColtAction::RecordShot { .. }
                | ColtAction::RecordPunch { .. }
                | ColtAction::TakeLoot { .. }
                | ColtAction::LoseLoot { .. }
        ) {
            self.dialog = None;
        }
        if events
            .iter()
            .any(|e| matches!(e, ColtEvent::EventApplied { .. }))
        {
            self.ticked.iter_mut().for_each(|t| *t = false);
            self.drops.iter_mut().for_each(|d| *d = None);
            self.current = None;
        }
    }

    fn rewound(&mut self, _s: &ColtState, _cx: &mut Cx<'_, '_>) {
        self.dialog = None;
    }

    fn options_ui(ui: &mut Ui, i18n: &I18n, prefs: &mut ColtPrefs, seating: &Seating) {
        ui.checkbox(
            &mut prefs.random_bandits,
            i18n.text("colt-express-option-random-bandits"),
        );
        let players = seating.players.len();
        if !prefs.random_bandits && players <= super::rules::MAX_PLAYERS {
            let mut chosen = prefs.chosen(players);
            let mut changed = false;
            for slot in 0..bandit_count(players) {
                let seat = if players == 2 { slot / 2 } else { slot };
                let name = seating
                    .players
                    .get(seat)
                    .map(|p| p.name.trim().to_owned())
                    .filter(|n| !n.is_empty())
                    .unwrap_or_else(|| {
                        i18n.tr(&Message::new("setup-seat").number("seat", (seat + 1) as i64))
                    });
                let choices: Vec<Choice> = Bandit::ALL
                    .iter()
                    .enumerate()
                    .map(|(i, b)| Choice {
                        index: i,
                        text: b.name().to_owned(),
                        label: format!("{name}: {}", b.name()),
                        why_not: None,
                    })
                    .collect();
                let mut selected = Bandit::ALL.iter().position(|b| *b == chosen[slot]);
                if widgets::player_chooser(ui, &format!("{name}:"), &choices, &mut selected)
                    && let Some(b) = selected.and_then(|i| Bandit::ALL.get(i).copied())
                {
                    // Choosing a bandit another seat has swaps the two.
                    if let Some(other) = chosen.iter().position(|&c| c == b) {
                        chosen[other] = chosen[slot];
                    }
                    chosen[slot] = b;
                    changed = true;
                }
            }
            if changed {
                prefs.bandits = chosen;
            }
            if players == 2 {
                ui.label(RichText::new(i18n.text("colt-express-option-two-players")).weak());
            }
        }
        ui.checkbox(
            &mut prefs.deck_by_hand,
            i18n.text("colt-express-option-deck-by-hand"),
        )
        .on_hover_text(i18n.text("colt-express-option-deck-by-hand-tooltip"));
    }
}

impl ColtView {
    fn colour(&self, seat: usize) -> Color32 {
        self.colours.get(seat).copied().unwrap_or(theme::GOLD)
    }

    /// The main action of the moment (Space).
    pub fn main_action(&mut self, s: &ColtState, cx: &mut Cx<'_, '_>) {
        match &s.phase {
            Phase::Planning { .. } => cx.act(ColtAction::PlayCard),
            Phase::Action { resolved } => {
                if *resolved < s.planned.len() {
                    cx.act(ColtAction::ResolveCard);
                } else {
                    cx.act(ColtAction::EndActions);
                }
            }
            Phase::Event => {
                let affected = self.affected(s);
                let drops = self.revenge_drops(s, &affected);
                cx.act(ColtAction::ApplyEvent { affected, drops });
            }
            // The reveal is clicked, never a Space too many at the end of the last round.
            Phase::FinalCount { .. } | Phase::RoundCard | Phase::Over { .. } => {}
        }
    }

    /// Marshal's Revenge: the purses chosen for the bandits ticked (`None` for the other
    /// events).
    fn revenge_drops(&self, s: &ColtState, affected: &[usize]) -> Option<Vec<PurseDrop>> {
        if s.event().map(|e| e.effect()) != Some(EventEffect::LosePurse) {
            return None;
        }
        Some(
            affected
                .iter()
                .filter_map(|&bandit| {
                    let purse = self.drops.get(bandit).copied().flatten()?;
                    Some(PurseDrop { bandit, purse })
                })
                .collect(),
        )
    }

    fn affected(&self, s: &ColtState) -> Vec<usize> {
        let board_only = s
            .event()
            .is_none_or(|e| e.effect() == EventEffect::BoardOnly);
        if board_only {
            return Vec::new();
        }
        (0..s.bandits.len())
            .filter(|&i| self.ticked.get(i).copied().unwrap_or(false))
            .collect()
    }

    fn keys(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        if self.dialog.is_some() {
            return; // the dialog's own row handles Enter and Esc
        }
        if pressed(ui, Key::Space) {
            self.main_action(s, cx);
        } else if matches!(s.phase, Phase::Planning { .. }) && pressed(ui, Key::D) {
            cx.act(ColtAction::DrawThree);
        } else if s.phase == Phase::Event {
            self.event_keys(ui, s);
        }
    }

    /// The event's ticks by keys: 1 to 6 tick (or untick) the bandit of that row; at
    /// Marshal's Revenge, K or U says the bandit drops his known purse or one of unknown
    /// value (the bandit of the last digit pressed, else the first still to answer).
    fn event_keys(&mut self, ui: &mut Ui, s: &ColtState) {
        let n = s.bandits.len();
        if let Some(d) = widgets::digit_key(ui, 1..=9).map(usize::from)
            && (1..=n).contains(&d)
            && let Some(t) = self.ticked.get_mut(d - 1)
        {
            *t = !*t;
            self.current = Some(d - 1);
        }
        if s.event().map(|e| e.effect()) != Some(EventEffect::LosePurse) {
            return;
        }
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        let answer = if pressed(ui, Key::K) {
            Some(true)
        } else if pressed(ui, Key::U) {
            Some(false)
        } else {
            None
        };
        let Some(known) = answer else {
            return;
        };
        let ask = |b: usize| match revenge_drop(&s.bandits[b].purses) {
            RevengeDrop::Ask { known, unknown } => Some((known, unknown)),
            _ => None,
        };
        let bandit = self
            .current
            .filter(|&b| b < n && ask(b).is_some())
            .or_else(|| (0..n).find(|&b| ask(b).is_some() && self.drops[b].is_none()));
        if let Some(b) = bandit
            && let Some((k, u)) = ask(b)
        {
            self.drops[b] = Some(if known { k } else { u });
            self.ticked[b] = true;
        }
    }

    fn header_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let title = match (&s.phase, s.card()) {
            (Phase::FinalCount { .. }, _) => cx.i18n.text("colt-express-phase-count"),
            (Phase::Over { .. }, _) => cx.i18n.text("colt-express-phase-over"),
            (_, Some(card)) => cx.i18n.tr(&Message::new("colt-express-title-round")
                .number("round", (s.round + 1) as i64)
                .number("rounds", ROUNDS as i64)
                .message("card", card_message(card.id.card))),
            (_, None) => cx
                .i18n
                .tr(&Message::new("colt-express-caption-round-reveal")
                    .number("round", (s.round + 1) as i64)),
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(title).size(theme::TITLE).strong());
            let phase = match s.phase {
                Phase::Planning { .. } => Some("colt-express-phase-planning"),
                Phase::Action { .. } => Some("colt-express-phase-action"),
                Phase::Event => Some("colt-express-phase-event"),
                _ => None,
            };
            if let Some(id) = phase {
                ui.separator();
                ui.label(
                    RichText::new(cx.i18n.text(id))
                        .size(26.0)
                        .color(theme::GOLD),
                );
            }
            if s.last_round() && !matches!(s.phase, Phase::FinalCount { .. } | Phase::Over { .. }) {
                ui.separator();
                ui.label(
                    RichText::new(cx.i18n.text("colt-express-last-round"))
                        .size(26.0)
                        .strong()
                        .color(theme::DANGER),
                );
            }
        });
        if let Some(card) = s.card()
            && matches!(
                s.phase,
                Phase::Planning { .. } | Phase::Action { .. } | Phase::Event
            )
        {
            let current = match s.phase {
                Phase::Planning { turn, .. } => Some(turn),
                _ => None,
            };
            ui.horizontal_wrapped(|ui| {
                for (t, kind) in card.turns.iter().enumerate() {
                    let text = cx.i18n.tr(&Message::new("colt-express-turn-box")
                        .number("turn", (t + 1) as i64)
                        .message("kind", Message::new(turn_kind_id(*kind))));
                    let done = current.is_none_or(|c| t < c);
                    let now = current == Some(t);
                    let mut rich = RichText::new(text).size(22.0);
                    if now {
                        rich = rich.strong().color(Color32::BLACK);
                    } else if done {
                        rich = rich.weak();
                    }
                    let fill = if now {
                        theme::GOLD
                    } else {
                        Color32::TRANSPARENT
                    };
                    egui::Frame::new()
                        .fill(fill)
                        .stroke(egui::Stroke::new(2.0, turn_colour(*kind)))
                        .corner_radius(8.0)
                        .inner_margin(egui::Margin::symmetric(10, 4))
                        .show(ui, |ui| ui.label(rich));
                }
                if let Some(event) = card.event {
                    ui.label(
                        RichText::new(
                            cx.i18n.tr(&Message::new("colt-express-event-at-end")
                                .message("card", card_message(event.card()))),
                        )
                        .size(20.0)
                        .italics(),
                    );
                }
            });
        }
    }

    fn refusal_ui(&self, ui: &mut Ui, cx: &Cx<'_, '_>) {
        if let Some(refusal) = cx.refusal
            && self.dialog.is_none()
        {
            widgets::refusal(ui, &cx.i18n.tr(refusal));
        }
    }

    fn reveal_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let id = if s.last_round() {
            "colt-express-reveal-station"
        } else {
            "colt-express-reveal-round"
        };
        ui.label(RichText::new(cx.i18n.text(id)).size(26.0));
        ui.horizontal_wrapped(|ui| {
            for card in s.revealable() {
                let text = cx.i18n.tr(&card_message(card.card));
                if widgets::big_button(ui, &text, None, None).clicked() {
                    cx.act(ColtAction::RevealRoundCard { card });
                }
            }
        });
        self.refusal_ui(ui, cx);
        ui.add_space(10.0);
        self.books_ui(ui, s, cx);
    }

    fn planning_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let (Phase::Planning { turn, step }, Some(kind)) = (&s.phase, s.turn_kind()) else {
            return;
        };
        let (turn, step) = (*turn, *step);
        let slots = s.slots(turn);
        let current = s.current_seat();
        ui.label(
            RichText::new(
                cx.i18n.tr(&Message::new("colt-express-turn-title")
                    .number("turn", (turn + 1) as i64)
                    .message("kind", Message::new(turn_kind_id(kind)))),
            )
            .size(CALL)
            .strong()
            .color(turn_colour(kind)),
        );
        // The order, each player once, the current one framed in gold.
        let order = super::rules::turn_order(kind, s.first, s.player_count());
        // Rows of as many tiles as fit (a framed tile cannot wrap by itself).
        let per_row = ((ui.available_width() / 290.0).floor() as usize).max(1);
        for (row, chunk) in order.chunks(per_row).enumerate() {
            ui.horizontal(|ui| {
                for (k, &seat) in chunk.iter().enumerate() {
                    if k > 0 || row > 0 {
                        ui.label(RichText::new(cx.i18n.text("colt-express-then")).size(22.0));
                    }
                    let now = current == Some(seat);
                    let done = slots
                        .iter()
                        .rposition(|&x| x == seat)
                        .is_some_and(|last| last < step);
                    let stroke = if now {
                        egui::Stroke::new(5.0, theme::GOLD)
                    } else {
                        egui::Stroke::new(2.0, self.colour(seat).gamma_multiply(0.7))
                    };
                    egui::Frame::new()
                        .stroke(stroke)
                        .corner_radius(10.0)
                        .inner_margin(egui::Margin::symmetric(12, 8))
                        .show(ui, |ui| {
                            ui.horizontal(|ui| {
                                widgets::badge(
                                    ui,
                                    self.badges.get(seat).map_or("", String::as_str),
                                    self.colour(seat),
                                    if now { 44.0 } else { 32.0 },
                                );
                                let mut text = RichText::new(player_label(s, seat)).size(if now {
                                    theme::NAME
                                } else {
                                    24.0
                                });
                                if now {
                                    text = text.strong();
                                } else if done {
                                    text = text.weak().strikethrough();
                                }
                                ui.label(text);
                            });
                        });
                }
            });
        }
        ui.add_space(8.0);
        if let Some(seat) = current {
            let second = step > 0 && slots.get(step - 1) == Some(&seat);
            let id = match (kind, second) {
                (TurnKind::SpeedUp, false) => "colt-express-now-first-of-two",
                (TurnKind::SpeedUp, true) => "colt-express-now-second",
                (TurnKind::Tunnel, _) => "colt-express-now-face-down",
                _ => "colt-express-now",
            };
            ui.label(
                RichText::new(
                    cx.i18n
                        .tr(&Message::new(id).text("name", player_label(s, seat))),
                )
                .size(CALL)
                .strong()
                .color(theme::GOLD),
            );
            if s.ghost_may_hide() {
                ui.label(
                    RichText::new(cx.i18n.text("colt-express-ghost-reminder"))
                        .size(26.0)
                        .italics(),
                );
            }
        }
        if turn == 0 && step == 0 {
            let doc = s.index_of(Bandit::Doc).is_some();
            ui.label(
                RichText::new(cx.i18n.text(if doc {
                    "colt-express-deal-hint-doc"
                } else {
                    "colt-express-deal-hint"
                }))
                .size(20.0),
            );
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let space = cx.i18n.text("key-space");
            if widgets::big_button(
                ui,
                &cx.i18n.text("colt-express-card-played"),
                None,
                Some(&space),
            )
            .clicked()
            {
                cx.act(ColtAction::PlayCard);
            }
            let tip = cx.i18n.text("colt-express-draw-three-tooltip");
            if widgets::button(
                ui,
                &cx.i18n.text("colt-express-draw-three"),
                None,
                Some(&tip),
            )
            .clicked()
            {
                cx.act(ColtAction::DrawThree);
            }
        });
        self.refusal_ui(ui, cx);
        ui.add_space(10.0);
        self.books_ui(ui, s, cx);
    }

    fn action_ui(&mut self, ui: &mut Ui, s: &ColtState, resolved: usize, cx: &mut Cx<'_, '_>) {
        let total = s.planned.len();
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(ui.available_width().min(520.0));
                ui.label(
                    RichText::new(
                        cx.i18n.tr(&Message::new("colt-express-checklist")
                            .number("done", resolved as i64)
                            .number("count", total as i64)),
                    )
                    .size(26.0)
                    .strong(),
                );
                egui::ScrollArea::vertical()
                    .id_salt("colt-express-checklist")
                    .max_height(360.0)
                    .show(ui, |ui| {
                        for (i, p) in s.planned.iter().enumerate() {
                            let face = if p.face_down {
                                "colt-express-face-down"
                            } else {
                                "colt-express-face-up"
                            };
                            let line = cx.i18n.tr(&Message::new("colt-express-checklist-line")
                                .number("turn", (p.turn + 1) as i64)
                                .text("name", player_label(s, p.seat))
                                .message("face", Message::new(face)));
                            let mut text = RichText::new(line).size(22.0);
                            if i < resolved {
                                text = text.weak().strikethrough();
                            } else if i == resolved {
                                text = text.strong().color(theme::GOLD).size(26.0);
                            }
                            let response = ui.label(text);
                            if i == resolved {
                                response.scroll_to_me(None);
                            }
                        }
                    });
                ui.add_space(8.0);
                let space = cx.i18n.text("key-space");
                let text = if resolved < total {
                    cx.i18n.text("colt-express-resolved")
                } else {
                    cx.i18n.text("colt-express-end-actions")
                };
                if widgets::big_button(ui, &text, None, Some(&space)).clicked() {
                    self.main_action(s, cx);
                }
                self.refusal_ui(ui, cx);
            });
            ui.vertical(|ui| self.books_ui(ui, s, cx));
        });
    }

    fn event_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let Some(event) = s.event() else {
            return;
        };
        ui.label(
            RichText::new(cx.i18n.tr(&card_message(event.card())))
                .size(theme::CAPTION)
                .strong()
                .color(theme::GOLD),
        );
        ui.label(RichText::new(cx.i18n.text(event.rule_id())).size(28.0));
        ui.add_space(8.0);
        if event.effect() == EventEffect::BoardOnly {
            ui.label(RichText::new(cx.i18n.text("colt-express-event-board-only")).size(22.0));
        } else {
            ui.label(RichText::new(cx.i18n.text("colt-express-event-tick")).size(22.0));
            for (i, b) in s.bandits.iter().enumerate() {
                let mut text = format!("{} ({})", b.bandit.name(), s.players[b.owner]);
                let revenge = event.effect() == EventEffect::LosePurse;
                if revenge {
                    let what = match revenge_drop(&b.purses) {
                        RevengeDrop::NoPurse => Message::new("colt-express-event-no-purse"),
                        RevengeDrop::Sure(p) => match b.purses[p] {
                            None => Message::new("colt-express-event-loses-unknown"),
                            Some(v) => Message::new("colt-express-event-loses")
                                .number("value", i64::from(v.get())),
                        },
                        RevengeDrop::Ask { .. } => Message::new("colt-express-event-which"),
                    };
                    text = format!("{text}: {}", cx.i18n.tr(&what));
                }
                ui.horizontal(|ui| {
                    // The row's key (1 to 6), then the tick.
                    ui.label(RichText::new((i + 1).to_string()).size(24.0).strong());
                    if let Some(t) = self.ticked.get_mut(i) {
                        ui.checkbox(t, RichText::new(text).size(24.0));
                    }
                });
                if revenge {
                    self.revenge_choice_ui(ui, s, i, cx);
                }
            }
        }
        ui.add_space(8.0);
        let text = cx.i18n.text("colt-express-apply-event");
        let affected = self.affected(s);
        let why = s
            .may_apply_event(&affected, self.revenge_drops(s, &affected).as_deref())
            .err()
            .map(|r| cx.i18n.tr(&r.message()));
        if widgets::big_button(ui, &text, why.as_deref(), Some(&cx.i18n.text("key-space")))
            .clicked()
        {
            self.main_action(s, cx);
        }
        if let Some(why) = &why
            && cx.refusal.is_none()
        {
            ui.label(RichText::new(why).size(22.0).color(theme::GOLD));
        }
        if event.effect() != EventEffect::BoardOnly {
            let id = if event.effect() == EventEffect::LosePurse {
                "colt-express-event-keys-revenge"
            } else {
                "colt-express-event-keys"
            };
            ui.label(RichText::new(cx.i18n.text(id)).weak());
        }
        self.refusal_ui(ui, cx);
    }

    /// Marshal's Revenge, for a bandit whose least valuable purse only his player knows:
    /// the purse of known value, or one of unknown value. Choosing ticks the bandit.
    fn revenge_choice_ui(&mut self, ui: &mut Ui, s: &ColtState, bandit: usize, cx: &Cx<'_, '_>) {
        let Some(b) = s.bandits.get(bandit) else {
            return;
        };
        let RevengeDrop::Ask { known, unknown } = revenge_drop(&b.purses) else {
            return;
        };
        let name = b.bandit.name();
        let Some(chosen) = self.drops.get_mut(bandit) else {
            return;
        };
        // Indented under the bandit's tick: the known purse, or one of unknown value.
        ui.horizontal_wrapped(|ui| {
            ui.add_space(36.0);
            ui.label(RichText::new(cx.i18n.text("colt-express-which-purse")).size(22.0));
            for (index, value) in [(known, b.purses[known]), (unknown, None)] {
                if purse_button_ui(ui, cx, name, value, *chosen == Some(index)) {
                    *chosen = Some(index);
                    if let Some(t) = self.ticked.get_mut(bandit) {
                        *t = true;
                    }
                }
            }
        });
    }

    /// The bandits' books, each with what can be recorded for it.
    fn books_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let n = s.bandits.len();
        widgets::player_grid(ui, n, 250.0, 3, |ui, i, width| {
            let b = &s.bandits[i];
            let colour = self.colour(b.owner);
            widgets::player_card(ui, colour, false, width, |ui| {
                ui.horizontal(|ui| {
                    widgets::badge(
                        ui,
                        self.badges.get(b.owner).map_or("", String::as_str),
                        colour,
                        36.0,
                    );
                    ui.label(RichText::new(b.bandit.name()).size(30.0).strong())
                        .on_hover_text(cx.i18n.text(b.bandit.ability_id()));
                    ui.label(RichText::new(&s.players[b.owner]).size(22.0));
                });
                let figure = |t: String| RichText::new(t).size(22.0);
                ui.label(figure(
                    cx.i18n.tr(&Message::new("colt-express-books-loot")
                        .number("purses", b.purses.len() as i64)
                        .number("jewels", i64::from(b.jewels))
                        .number("strongboxes", i64::from(b.strongboxes))),
                ));
                ui.horizontal(|ui| {
                    widgets::chambers(ui, BULLETS - b.fired.min(BULLETS), BULLETS, 16.0);
                    ui.label(figure(
                        cx.i18n.tr(&Message::new("colt-express-books-bullets")
                            .number("fired", i64::from(b.fired))
                            .number("received", i64::from(b.received))),
                    ));
                });
                let named = |id| {
                    cx.i18n
                        .tr(&Message::new(id).text("bandit", b.bandit.name()))
                };
                ui.horizontal_wrapped(|ui| {
                    let why = s.may_shoot(i).err().map(|r| cx.i18n.tr(&r.message()));
                    if widgets::button(ui, &named("colt-express-shoots"), why.as_deref(), None)
                        .clicked()
                    {
                        self.dialog = Some(Dialog::Shot {
                            shooter: i,
                            target: None,
                        });
                    }
                    if ui.button(named("colt-express-punches")).clicked() {
                        self.dialog = Some(Dialog::Punch {
                            puncher: i,
                            victim: None,
                            kind: None,
                            purse: None,
                        });
                    }
                    if ui.button(named("colt-express-takes")).clicked() {
                        self.dialog = Some(Dialog::Loot {
                            bandit: i,
                            take: true,
                            kind: None,
                            value: None,
                            purse: None,
                        });
                    }
                    if ui.button(named("colt-express-loses")).clicked() {
                        self.dialog = Some(Dialog::Loot {
                            bandit: i,
                            take: false,
                            kind: None,
                            value: None,
                            purse: None,
                        });
                    }
                    let tip = cx.i18n.text("colt-express-marshal-tooltip");
                    if widgets::button(ui, &named("colt-express-marshal"), None, Some(&tip))
                        .clicked()
                    {
                        cx.act(ColtAction::RecordMarshal { bandit: i });
                    }
                });
            });
        });
    }

    fn count_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let Some(sheets) = s.sheets() else {
            return;
        };
        ui.label(RichText::new(cx.i18n.text("colt-express-count-help")).size(22.0));
        ui.add_space(6.0);
        let n = s.bandits.len();
        let mut asked = Vec::new();
        egui::ScrollArea::vertical()
            .id_salt("colt-express-count")
            .max_height((ui.available_height() - 90.0).max(200.0))
            .show(ui, |ui| {
                widgets::player_grid(ui, n, 300.0, 3, |ui, i, width| {
                    let b = &s.bandits[i];
                    let sheet = &sheets[i];
                    let colour = self.colour(b.owner);
                    let name = b.bandit.name();
                    widgets::player_card(ui, colour, false, width, |ui| {
                        ui.horizontal(|ui| {
                            widgets::badge(
                                ui,
                                self.badges.get(b.owner).map_or("", String::as_str),
                                colour,
                                36.0,
                            );
                            ui.label(RichText::new(name).size(30.0).strong());
                            ui.label(RichText::new(&s.players[b.owner]).size(22.0));
                        });
                        sheet_purses_ui(ui, i, name, sheet, cx, &mut asked);
                        for tally in Tally::ALL {
                            let value = match tally {
                                Tally::Jewels => sheet.jewels,
                                Tally::Strongboxes => sheet.strongboxes,
                                Tally::Fired => sheet.fired,
                                Tally::Received => sheet.received,
                            };
                            let what = cx.i18n.tr(&Message::new("colt-express-tally-of")
                                .text("bandit", name)
                                .message("tally", Message::new(tally_id(tally))));
                            let row = cx.i18n.text(tally_id(tally));
                            let less = cx
                                .i18n
                                .tr(&Message::new("colt-express-less").text("what", what.clone()));
                            let more = cx
                                .i18n
                                .tr(&Message::new("colt-express-more").text("what", what));
                            if let Some(value) =
                                widgets::count_row(ui, &row, value, tally.max(n), &less, &more)
                            {
                                asked.push(ColtAction::SetTally {
                                    bandit: i,
                                    tally,
                                    value,
                                });
                            }
                        }
                    });
                });
            });
        for action in asked {
            cx.act(action);
        }
        ui.add_space(8.0);
        let text = cx.i18n.text("colt-express-reveal");
        let why = s.purses_to_enter().first().map(|&(b, count)| {
            cx.i18n.tr(&Message::new("colt-express-count-missing")
                .text("bandit", s.bandits[b].bandit.name())
                .number("count", count as i64))
        });
        if let Some(why) = &why {
            ui.label(RichText::new(why).size(22.0).color(theme::GOLD));
        }
        if widgets::big_button(ui, &text, why.as_deref(), None).clicked() {
            cx.act(ColtAction::Reveal);
        }
        self.refusal_ui(ui, cx);
    }

    fn over_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let Phase::Over { sheets, standings } = &s.phase else {
            return;
        };
        let winners: Vec<String> = standings
            .iter()
            .filter(|r| r.place == 1)
            .map(|r| player_label(s, r.seat))
            .collect();
        ui.label(
            RichText::new(
                cx.i18n.tr(&Message::new("colt-express-caption-winner")
                    .text("names", winners.join(", "))
                    .number("count", winners.len() as i64)),
            )
            .size(theme::CAPTION)
            .strong()
            .color(theme::GOLD),
        );
        ui.add_space(10.0);
        egui::Grid::new("colt-express-standings")
            .num_columns(6)
            .spacing([28.0, 10.0])
            .show(ui, |ui| {
                for id in [
                    "colt-express-col-place",
                    "colt-express-col-player",
                    "colt-express-col-loot",
                    "colt-express-col-bonus",
                    "colt-express-col-total",
                    "colt-express-col-received",
                ] {
                    ui.label(RichText::new(cx.i18n.text(id)).size(20.0).weak());
                }
                ui.end_row();
                for r in standings {
                    let size = if r.place == 1 { 34.0 } else { 28.0 };
                    let cell = |t: String| {
                        let text = RichText::new(t).size(size);
                        if r.place == 1 {
                            text.strong().color(theme::GOLD)
                        } else {
                            text
                        }
                    };
                    ui.label(cell(r.place.to_string()));
                    ui.label(cell(player_label(s, r.seat)));
                    ui.label(cell(format!("${}", r.loot)));
                    ui.label(cell(if r.bonus > 0 {
                        format!("+${}", r.bonus)
                    } else {
                        "–".to_owned()
                    }));
                    ui.label(cell(format!("${}", r.total())));
                    ui.label(cell(r.received.to_string()));
                    ui.end_row();
                }
            });
        ui.add_space(10.0);
        for (b, sheet) in s.bandits.iter().zip(sheets) {
            let purses: Vec<String> = sheet
                .purses
                .iter()
                .map(|p| format!("${}", p.get()))
                .collect();
            ui.label(
                RichText::new(
                    cx.i18n.tr(&Message::new("colt-express-sheet-line")
                        .text("bandit", b.bandit.name())
                        .text("purses", purses.join(" + "))
                        .number("jewels", i64::from(sheet.jewels))
                        .number("strongboxes", i64::from(sheet.strongboxes))
                        .number("fired", i64::from(sheet.fired))
                        .number("loot", i64::from(sheet.loot()))),
                )
                .size(20.0),
            );
        }
    }

    fn dialog_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let Some(mut dialog) = self.dialog else {
            return;
        };
        let bandit_choices = |skip: Option<usize>, id: &'static str| -> Vec<Choice> {
            s.bandits
                .iter()
                .enumerate()
                .filter(|(i, _)| Some(*i) != skip)
                .map(|(i, b)| Choice {
                    index: i,
                    text: b.bandit.name().to_owned(),
                    label: cx
                        .i18n
                        .tr(&Message::new(id).text("bandit", b.bandit.name())),
                    why_not: None,
                })
                .collect()
        };
        let name = |i: usize| s.bandits.get(i).map_or("", |b| b.bandit.name());
        let mut close = false;
        egui::Modal::new(egui::Id::unique("colt-express-dialog")).show(ui.ctx(), |ui| {
            ui.set_width(720.0);
            let (title, action, why) = match &mut dialog {
                Dialog::Shot { shooter, target } => {
                    let choices = bandit_choices(Some(*shooter), "colt-express-target-option");
                    widgets::player_chooser(
                        ui,
                        &cx.i18n.text("colt-express-target"),
                        &choices,
                        target,
                    );
                    let action = target.map(|t| ColtAction::RecordShot {
                        shooter: *shooter,
                        target: t,
                    });
                    (
                        Message::new("colt-express-shot-title").text("bandit", name(*shooter)),
                        action,
                        "colt-express-choose-target",
                    )
                }
                Dialog::Punch {
                    puncher,
                    victim,
                    kind,
                    purse,
                } => {
                    let choices = bandit_choices(Some(*puncher), "colt-express-victim-option");
                    widgets::player_chooser(
                        ui,
                        &cx.i18n.text("colt-express-victim"),
                        &choices,
                        victim,
                    );
                    kind_chooser_ui(ui, cx, kind, true);
                    if let (Some(v), Some(Some(LootKind::Purse))) = (*victim, *kind) {
                        purse_chooser_ui(ui, s, v, purse, cx);
                    }
                    let action = match (victim, kind) {
                        (Some(_), Some(Some(LootKind::Purse))) if purse.is_none() => None,
                        (Some(v), Some(k)) => Some(ColtAction::RecordPunch {
                            puncher: *puncher,
                            victim: *v,
                            kind: *k,
                            purse: if *k == Some(LootKind::Purse) {
                                *purse
                            } else {
                                None
                            },
                        }),
                        _ => None,
                    };
                    (
                        Message::new("colt-express-punch-title").text("bandit", name(*puncher)),
                        action,
                        "colt-express-choose-victim",
                    )
                }
                Dialog::Loot {
                    bandit,
                    take,
                    kind,
                    value,
                    purse,
                } => {
                    let mut k = kind.map(Some);
                    kind_chooser_ui(ui, cx, &mut k, false);
                    *kind = k.flatten();
                    if !*take && *kind == Some(LootKind::Purse) {
                        purse_chooser_ui(ui, s, *bandit, purse, cx);
                    }
                    if *take && *kind == Some(LootKind::Purse) {
                        ui.horizontal_wrapped(|ui| {
                            ui.label(
                                RichText::new(cx.i18n.text("colt-express-purse-value")).size(22.0),
                            );
                            for v in PurseValue::all() {
                                let is = *value == Some(v);
                                if ui
                                    .add(egui::Button::selectable(
                                        is,
                                        RichText::new(format!("${}", v.get())).size(22.0),
                                    ))
                                    .clicked()
                                {
                                    *value = if is { None } else { Some(v) };
                                }
                            }
                        });
                    }
                    let action = kind.and_then(|k| {
                        if *take {
                            Some(ColtAction::TakeLoot {
                                bandit: *bandit,
                                kind: k,
                                value: if k == LootKind::Purse { *value } else { None },
                            })
                        } else if k == LootKind::Purse && purse.is_none() {
                            None
                        } else {
                            Some(ColtAction::LoseLoot {
                                bandit: *bandit,
                                kind: k,
                                purse: if k == LootKind::Purse { *purse } else { None },
                            })
                        }
                    });
                    let id = if *take {
                        "colt-express-take-title"
                    } else {
                        "colt-express-lose-title"
                    };
                    (
                        Message::new(id).text("bandit", name(*bandit)),
                        action,
                        "colt-express-choose-loot",
                    )
                }
            };
            ui.heading(cx.i18n.tr(&title));
            let why = action.is_none().then(|| cx.i18n.text(why));
            match widgets::confirm_row(ui, cx.i18n, None, why.as_deref()) {
                Some(DialogChoice::Confirm) => {
                    if let Some(action) = action {
                        cx.act(action);
                    }
                }
                Some(DialogChoice::Cancel) => {
                    close = true;
                    cx.clear_refusal();
                }
                None => {}
            }
            if let Some(refusal) = cx.refusal {
                widgets::refusal(ui, &cx.i18n.tr(refusal));
            }
        });
        self.dialog = if close { None } else { Some(dialog) };
    }
}

/// A bandit's purses on the final count sheet: the values the books already count (to
/// set aside), how many of the books' purses of unknown value are entered, what to add
/// now, the value buttons and the corrections. Asks for actions in `asked`.
fn sheet_purses_ui(
    ui: &mut Ui,
    bandit: usize,
    name: &str,
    sheet: &Sheet,
    cx: &Cx<'_, '_>,
    asked: &mut Vec<ColtAction>,
) {
    let known: Vec<String> = sheet
        .known()
        .iter()
        .map(|v| {
            cx.i18n
                .tr(&Message::new("colt-express-dollars").number("value", i64::from(v.get())))
        })
        .collect();
    // One wrapped row of what the books hold: counted, unknown, added beyond.
    ui.horizontal_wrapped(|ui| {
        let text = |m: Message| RichText::new(cx.i18n.tr(&m)).size(20.0);
        ui.label(text(
            Message::new("colt-express-count-known")
                .number("count", known.len() as i64)
                .text("values", known.join(", ")),
        ));
        if sheet.unknown > 0 {
            ui.label(RichText::new("·").size(20.0));
            ui.label(text(
                Message::new("colt-express-count-unknown")
                    .number("count", sheet.unknown as i64)
                    .number("entered", sheet.entered().min(sheet.unknown) as i64),
            ));
            if sheet.to_enter() > 0 {
                let forget = cx
                    .i18n
                    .tr(&Message::new("colt-express-forget-purse").text("bandit", name));
                let tip = cx.i18n.text("colt-express-forget-purse-tooltip");
                if widgets::button(ui, &forget, None, Some(&tip)).clicked() {
                    asked.push(ColtAction::ForgetPurse { bandit });
                }
            }
        }
        if sheet.beyond() > 0 {
            ui.label(RichText::new("·").size(20.0));
            ui.label(text(
                Message::new("colt-express-count-beyond").number("count", sheet.beyond() as i64),
            ));
        }
    });
    ui.label(
        RichText::new(
            cx.i18n.tr(&Message::new("colt-express-count-todo")
                .text("bandit", name)
                .number("count", sheet.to_enter() as i64)),
        )
        .size(20.0)
        .strong()
        .color(theme::GOLD),
    );
    ui.horizontal_wrapped(|ui| {
        for value in PurseValue::all() {
            let label = cx.i18n.tr(&Message::new("colt-express-add-purse")
                .text("bandit", name)
                .number("value", i64::from(value.get())));
            let response = ui.add(
                egui::Button::new(RichText::new(format!("${}", value.get())).size(20.0))
                    .min_size(Vec2::new(64.0, 40.0)),
            );
            response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label.clone()));
            if response.on_hover_text(&label).clicked() {
                asked.push(ColtAction::EnterPurse { bandit, value });
            }
        }
        if sheet.entered() > 0 {
            let text = cx
                .i18n
                .tr(&Message::new("colt-express-remove-purse").text("bandit", name));
            if ui.button(text).clicked() {
                asked.push(ColtAction::RemovePurse {
                    bandit,
                    index: sheet.purses.len() - 1,
                });
            }
        }
    });
}

/// The purses of a bandit as the table tells them apart: each value the books know
/// (its first purse's index), then one of unknown value; ascending.
fn purse_options(purses: &[Option<PurseValue>]) -> Vec<(usize, Option<PurseValue>)> {
    let mut options: Vec<(usize, Option<PurseValue>)> = Vec::new();
    for (i, &p) in purses.iter().enumerate() {
        if !options.iter().any(|&(_, v)| v == p) {
            options.push((i, p));
        }
    }
    options.sort_by_key(|&(_, v)| (v.is_none(), v));
    options
}

/// Which of `bandit`'s purses drops (a punch, loot lost): one button per value the books
/// know and one for a purse of unknown value; a single kind of purse is chosen at once.
fn purse_chooser_ui(
    ui: &mut Ui,
    s: &ColtState,
    bandit: usize,
    selected: &mut Option<usize>,
    cx: &Cx<'_, '_>,
) {
    let Some(b) = s.bandits.get(bandit) else {
        return;
    };
    let options = purse_options(&b.purses);
    if !options.iter().any(|&(i, _)| Some(i) == *selected) {
        *selected = None;
    }
    if options.len() == 1 {
        *selected = options.first().map(|&(i, _)| i);
    }
    let name = b.bandit.name();
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(cx.i18n.text("colt-express-which-purse")).size(22.0));
        for (index, value) in options {
            if purse_button_ui(ui, cx, name, value, *selected == Some(index)) {
                *selected = Some(index);
            }
        }
    });
}

/// A button naming one of `bandit`'s purses ("the $300 purse", "a purse of unknown
/// value"), selected when `is`; its accessible label names the bandit. Returns whether
/// it was clicked.
fn purse_button_ui(
    ui: &mut Ui,
    cx: &Cx<'_, '_>,
    bandit: &str,
    value: Option<PurseValue>,
    is: bool,
) -> bool {
    let (text, label) = match value {
        Some(v) => (
            Message::new("colt-express-drop-known").number("value", i64::from(v.get())),
            Message::new("colt-express-drop-known-label")
                .text("bandit", bandit)
                .number("value", i64::from(v.get())),
        ),
        None => (
            Message::new("colt-express-drop-unknown"),
            Message::new("colt-express-drop-unknown-label").text("bandit", bandit),
        ),
    };
    let response = ui
        .add(egui::Button::selectable(is, RichText::new(cx.i18n.tr(&text)).size(22.0)).frame(true));
    let label = cx.i18n.tr(&label);
    response
        .widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, is, label.clone()));
    response.clicked()
}

/// A row choosing a kind of loot; with `none_allowed`, "nothing" too (`Some(None)`).
fn kind_chooser_ui(
    ui: &mut Ui,
    cx: &Cx<'_, '_>,
    kind: &mut Option<Option<LootKind>>,
    none_allowed: bool,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(cx.i18n.text("colt-express-loot")).size(22.0));
        let mut options: Vec<(Option<LootKind>, &str)> = vec![
            (Some(LootKind::Purse), loot_id(LootKind::Purse)),
            (Some(LootKind::Jewel), loot_id(LootKind::Jewel)),
            (Some(LootKind::Strongbox), loot_id(LootKind::Strongbox)),
        ];
        if none_allowed {
            options.push((None, "colt-express-loot-nothing"));
        }
        for (k, id) in options {
            let is = *kind == Some(k);
            if ui
                .add(egui::Button::selectable(
                    is,
                    RichText::new(cx.i18n.text(id)).size(22.0),
                ))
                .clicked()
            {
                *kind = Some(k);
            }
        }
    });
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
