//! Gnadenlos!'s table view: the market grid under die faces 1 to 6, the large payday
//! die, the players' books, the prestige and undertaker tracks, and one form for what
//! the turn waits for now.
//!
//! The view reads the state the host lends it and asks for [`GnadenlosAction`]s through
//! the [`ViewCx`]. Keyboard first: Space is the main action of the moment (roll the
//! payday die, resolve the event, pick for me, spend, recruit, bid), digits enter a die
//! face, a strength, a prestige or a debt card, Enter confirms.

use std::time::Duration;

use egui::{Color32, Key, RichText, Sense, Stroke, Ui, Vec2, WidgetInfo};

use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::pips::{DieFace, Pips};
use crate::core::players::Seating;
use crate::host::{View, ViewCx};
use crate::i18n::I18n;
use crate::session::Session;
use crate::ui::die::{self, DieRoll};
use crate::ui::theme;
use crate::ui::widgets;

use super::history::{end_reason, event_line, kind_id, name, names};
use super::rules::{
    COLUMNS, DebtValue, EventKind, Gnadenlos, GnadenlosAction, GnadenlosEvent, GnadenlosOptions,
    GnadenlosState, LAST_VULTURE, MAX_DEBT_VALUE, MAX_PAYOUT, MAX_PRESTIGE, Phase, Section,
};
use super::{GnadenlosGame, GnadenlosPrefs};

type Cx<'a, 'b> = ViewCx<'a, GnadenlosGame>;

/// The kind chosen in the event form (payouts apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum KindChoice {
    GoldRush,
    HighNoon,
    Poker,
}

/// The event being entered.
#[derive(Clone, Debug, Default, PartialEq)]
struct EventForm {
    kind: Option<KindChoice>,
    first: Option<u8>,
    second: Option<u8>,
    strengths: Vec<Option<Pips>>,
}

/// The table view: the forms being filled, the die's animation, the peek toggle.
pub struct GnadenlosView {
    badges: Vec<String>,
    colours: Vec<Color32>,
    /// Show the market cards' values (the real cards lie face down).
    peek: bool,
    /// The die being shown: its last roll and when it started.
    roll: Option<DieRoll>,
    /// The next accepted roll was asked of Deputy (Space): animate it.
    animate_next: bool,
    event: EventForm,
    picks: Vec<usize>,
    prestige: Option<u8>,
    revealed: Option<u8>,
    bid: Vec<DebtValue>,
    /// What the last payday roll did ("Column 3 is empty: the payday ends"), shown by
    /// the die until the next action.
    last_roll: Vec<Message>,
}

/// The height of a market card, in points.
const CARD_H: f32 = 50.0;
/// The width of a market card, in points.
const CARD_W: f32 = 74.0;
/// The large die's size, in points.
const DIE_SIZE: f32 = 170.0;
/// The width of the last roll's sentences under the die, in points.
const LAST_ROLL_WIDTH: f32 = 430.0;

impl View<GnadenlosGame> for GnadenlosView {
    fn new(session: &Session<Gnadenlos>, _prefs: &GnadenlosPrefs, _resumed: bool) -> Self {
        let seating: &Seating = &session.journal().setup().seating;
        Self {
            badges: seating.badges(),
            colours: seating
                .players
                .iter()
                .map(|p| theme::player_colour(p.colour))
                .collect(),
            peek: false,
            roll: None,
            animate_next: false,
            event: EventForm::default(),
            picks: Vec::new(),
            prestige: None,
            revealed: None,
            bid: Vec::new(),
            last_roll: Vec::new(),
        }
    }

    fn ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        self.keys(ui, s, cx);
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                self.header_ui(ui, s, cx);
                ui.add_space(6.0);
                ui.horizontal_top(|ui| {
                    ui.vertical(|ui| self.market_ui(ui, s, cx));
                    ui.add_space(16.0);
                    ui.vertical(|ui| self.die_ui(ui, s, cx));
                });
                ui.add_space(8.0);
                // The phase's form under the market, at the table's whole width: a row
                // of six strengths or bid cards fits on one line.
                self.actions_ui(ui, s, cx);
                ui.add_space(10.0);
                let n = s.players.len();
                widgets::player_grid(ui, n, 250.0, 4, |ui, i, width| {
                    let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
                    widgets::player_card(ui, colour, false, width, |ui| {
                        self.player_card_ui(ui, s, i, colour, cx.i18n);
                    });
                });
                ui.add_space(10.0);
                self.tracks_ui(ui, s, cx.i18n);
            });
        if let Some(roll) = self.roll
            && let Some(after) = roll.wake(cx.now)
        {
            cx.wake_in(after);
        }
    }

    fn accepted(
        &mut self,
        action: &GnadenlosAction,
        s: &GnadenlosState,
        events: &[GnadenlosEvent],
        cx: &mut Cx<'_, '_>,
    ) {
        self.last_roll = roll_lines(s, action, events);
        if let GnadenlosAction::RollDie { face } = action {
            let started = if std::mem::take(&mut self.animate_next) {
                cx.now
            } else {
                cx.now.saturating_sub(die::ROLL_DURATION)
            };
            self.roll = Some(DieRoll::new(*face, started));
            // Draw the tumbling die from the next frame on.
            cx.wake_in(Duration::ZERO);
        }
        // The last face stays on the die until the next turn's event is resolved.
        if matches!(action, GnadenlosAction::ResolveEvent { .. }) {
            self.roll = None;
        }
        self.reset_forms();
    }

    fn rewound(&mut self, _s: &GnadenlosState, _cx: &mut Cx<'_, '_>) {
        self.reset_forms();
        self.roll = None;
        self.last_roll.clear();
    }

    fn peek(&self) -> bool {
        self.peek
    }

    fn options_ui(ui: &mut Ui, i18n: &I18n, prefs: &mut GnadenlosPrefs, seating: &Seating) {
        options_ui(ui, i18n, &mut prefs.options);
        super::take_over::take_over_ui(ui, i18n, &mut prefs.take_over, &prefs.options, seating);
    }
}

/// The text of a key shortcut tooltip.
fn key_tip(cx: &Cx<'_, '_>, id: &str) -> String {
    cx.i18n.text(id)
}

impl GnadenlosView {
    /// Whether the die is still tumbling at `now`.
    #[must_use]
    pub fn die_rolling(&self, now: Duration) -> bool {
        self.roll.is_some_and(|r| r.rolling(now))
    }

    fn reset_forms(&mut self) {
        self.event = EventForm::default();
        self.picks.clear();
        self.prestige = None;
        self.revealed = None;
        self.bid.clear();
        self.animate_next = false;
    }

    /// Rolls the payday die (Space): Deputy draws the face, the die sound plays with the
    /// action, and the die tumbles onto the face.
    pub fn roll_die(&mut self, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        if s.phase == Phase::Payday {
            self.animate_next = true;
            cx.draw_awaited(s);
        }
    }

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

    fn strengths(&self, s: &GnadenlosState) -> Vec<Option<Pips>> {
        (0..s.players.len())
            .map(|i| self.event.strengths.get(i).copied().flatten())
            .collect()
    }

    fn resolve_event(&mut self, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        match self.event_kind(s) {
            Some(kind) => cx.act(GnadenlosAction::ResolveEvent {
                kind,
                strengths: self.strengths(s),
            }),
            None => cx.refuse(Message::new("gnadenlos-event-kind-missing")),
        }
    }

    /// The main action of the moment (Space).
    pub fn main_action(&mut self, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        match &s.phase {
            Phase::Event => self.resolve_event(s, cx),
            Phase::HighNoonPicks { .. } => {
                let want = s.picker().map_or(0, |p| p.1);
                if self.picks.len() == want && want > 0 {
                    cx.act(GnadenlosAction::PickCards {
                        slots: self.picks.clone(),
                    });
                } else {
                    cx.draw_awaited(s);
                }
            }
            Phase::Prestige => cx.act(GnadenlosAction::BuyPrestige {
                nuggets: self.prestige.unwrap_or(0),
            }),
            Phase::RecruitmentChoice => {
                if s.may_recruit().is_ok() {
                    cx.act(GnadenlosAction::StartRecruitment {
                        revealed: self.revealed(s),
                    });
                } else {
                    cx.act(GnadenlosAction::SkipRecruitment);
                }
            }
            Phase::Bidding { .. } => {
                let bidder = s.bidder().unwrap_or(0);
                if s.free_sums(bidder).is_empty() {
                    cx.act(GnadenlosAction::Pass);
                } else {
                    cx.act(GnadenlosAction::Bid {
                        cards: self.bid.clone(),
                    });
                }
            }
            Phase::Payday => self.roll_die(s, cx),
            Phase::Over { .. } => {}
        }
    }

    fn revealed(&self, s: &GnadenlosState) -> u8 {
        self.revealed
            .unwrap_or_else(|| u8::try_from(s.players.len() - 1).unwrap_or(1))
    }

    fn keys(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        match &s.phase {
            Phase::Payday => {
                if let Some(face) = widgets::digit_key(ui, 1..=6).and_then(DieFace::new) {
                    cx.act(GnadenlosAction::RollDie { face });
                }
            }
            Phase::Event => {
                for (key, kind) in [
                    (Key::G, KindChoice::GoldRush),
                    (Key::H, KindChoice::HighNoon),
                    (Key::P, KindChoice::Poker),
                ] {
                    if pressed(ui, key) {
                        self.event.kind = Some(kind);
                    }
                }
                if let Some(v) = widgets::digit_key(ui, 1..=6).and_then(Pips::new) {
                    let mut strengths = self.strengths(s);
                    if let Some(i) = s.holders().find(|&i| strengths[i].is_none()) {
                        strengths[i] = Some(v);
                    }
                    self.event.strengths = strengths;
                }
                if pressed(ui, Key::Backspace) {
                    self.event.strengths.clear();
                }
            }
            Phase::Prestige => {
                if let Some(v) = widgets::digit_key(ui, 0..=MAX_PRESTIGE) {
                    self.prestige = Some(v);
                }
            }
            Phase::RecruitmentChoice => {
                if pressed(ui, Key::N) {
                    cx.act(GnadenlosAction::SkipRecruitment);
                }
                if pressed(ui, Key::R) {
                    cx.act(GnadenlosAction::StartRecruitment {
                        revealed: self.revealed(s),
                    });
                }
            }
            Phase::Bidding { .. } => {
                if let Some(v) = widgets::digit_key(ui, 0..=MAX_DEBT_VALUE).and_then(DebtValue::new)
                    && self.bid.len() < 3
                {
                    self.bid.push(v);
                }
                if pressed(ui, Key::Backspace) {
                    self.bid.pop();
                }
            }
            Phase::HighNoonPicks { .. } | Phase::Over { .. } => {}
        }
        if pressed(ui, Key::Space) || pressed(ui, Key::Enter) {
            self.main_action(s, cx);
        }
        if pressed(ui, Key::Escape) {
            self.reset_forms();
            cx.clear_refusal();
        }
    }

    fn header_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let phase_id = match &s.phase {
            Phase::Event => "gnadenlos-phase-event",
            Phase::HighNoonPicks { .. } => "gnadenlos-phase-picks",
            Phase::Prestige => "gnadenlos-phase-prestige",
            Phase::RecruitmentChoice | Phase::Bidding { .. } => "gnadenlos-phase-recruitment",
            Phase::Payday => "gnadenlos-phase-payday",
            Phase::Over { .. } => "gnadenlos-phase-over",
        };
        let title = cx.i18n.tr(&Message::new("gnadenlos-title")
            .number("turn", i64::from(s.turn))
            .text("name", name(s, s.active))
            .message("phase", Message::new(phase_id)));
        ui.label(RichText::new(title).size(theme::TITLE).strong());
    }

    fn market_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let picking = matches!(s.phase, Phase::HighNoonPicks { .. });
        let want = s.picker().map_or(0, |p| p.1);
        let rows_needed = s.players.len();
        ui.horizontal(|ui| {
            // During a payday the rows are not counted: they are counted again when it
            // ends, so a count here would read as its end.
            let rows = if s.phase == Phase::Payday {
                Message::new("gnadenlos-rows-payday")
            } else {
                Message::new("gnadenlos-rows")
                    .number("rows", s.rows() as i64)
                    .number("players", rows_needed as i64)
            };
            let mut text = RichText::new(i18n.tr(&rows)).size(theme::FIGURE).strong();
            if s.payday_due() || s.phase == Phase::Payday {
                text = text.color(theme::GOLD);
            }
            ui.label(text);
            ui.checkbox(&mut self.peek, i18n.text("gnadenlos-peek"))
                .on_hover_text(i18n.text("gnadenlos-peek-tooltip"));
        });
        let rows = s.market.len().div_ceil(COLUMNS).max(rows_needed);
        egui::Grid::new("gnadenlos-market")
            .spacing([6.0, 6.0])
            .show(ui, |ui| {
                for face in 1..=6u8 {
                    let label = i18n
                        .tr(&Message::new("gnadenlos-column").number("column", i64::from(face)));
                    ui.vertical_centered(|ui| {
                        ui.set_width(CARD_W);
                        die::die(ui, DieFace::new(face), false, 40.0, &label);
                    });
                }
                ui.end_row();
                for row in 0..rows {
                    for col in 0..COLUMNS {
                        let slot = row * COLUMNS + col;
                        let card = s.market.get(slot).copied().flatten();
                        let selected = self.picks.contains(&slot);
                        let label = match card {
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
                        };
                        let response =
                            self.card_ui(ui, s, card, selected, row < rows_needed, &label);
                        if picking && card.is_some() && response.clicked() {
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

    fn card_ui(
        &self,
        ui: &mut Ui,
        s: &GnadenlosState,
        card: Option<super::rules::MarketCard>,
        selected: bool,
        counted_row: bool,
        label: &str,
    ) -> egui::Response {
        let sense = if card.is_some() {
            Sense::click()
        } else {
            Sense::hover()
        };
        let (rect, response) = ui.allocate_exact_size(Vec2::new(CARD_W, CARD_H), sense);
        let painter = ui.painter();
        let faint = ui.visuals().weak_text_color();
        match card {
            Some(c) => {
                let colour = self.colours.get(c.owner).copied().unwrap_or(theme::GOLD);
                let stroke = if selected {
                    Stroke::new(5.0, theme::GOLD)
                } else {
                    Stroke::new(2.0, Color32::from_gray(20))
                };
                painter.rect(rect, 6.0, colour, stroke, egui::StrokeKind::Inside);
                let initial = self.badges.get(c.owner).map_or("?", String::as_str);
                let text = if self.peek {
                    format!("{initial} {}", c.value.get())
                } else {
                    initial.to_owned()
                };
                painter.text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    text,
                    egui::FontId::proportional(28.0),
                    theme::text_on(colour),
                );
                let _ = s;
            }
            None => {
                let stroke = Stroke::new(
                    if counted_row { 2.0 } else { 1.0 },
                    if counted_row {
                        faint
                    } else {
                        faint.gamma_multiply(0.4)
                    },
                );
                painter.rect_stroke(rect, 6.0, stroke, egui::StrokeKind::Inside);
            }
        }
        let label = label.to_owned();
        let enabled = card.is_some();
        response.widget_info(|| {
            WidgetInfo::selected(egui::Role::Button, enabled, selected, label.clone())
        });
        response
    }

    fn die_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let face = self.roll.map(|r| r.shown(cx.now));
        let rolling = self.die_rolling(cx.now);
        let label = match (face, rolling) {
            (Some(f), false) => cx
                .i18n
                .tr(&Message::new("gnadenlos-die").number("face", i64::from(f.get()))),
            (Some(_), true) => cx.i18n.text("gnadenlos-die-rolling"),
            (None, _) => cx.i18n.text("gnadenlos-die-none"),
        };
        ui.horizontal(|ui| {
            die::die(ui, face, rolling, DIE_SIZE, &label);
            if s.phase == Phase::Payday {
                ui.vertical(|ui| {
                    ui.label(
                        RichText::new(cx.i18n.text("gnadenlos-caption-payday"))
                            .size(theme::CAPTION)
                            .strong()
                            .color(theme::GOLD),
                    );
                    let text = cx.i18n.text("gnadenlos-roll");
                    let tip = key_tip(cx, "gnadenlos-roll-tooltip");
                    if widgets::big_button(ui, &text, None, Some(&tip)).clicked() {
                        self.roll_die(s, cx);
                    }
                    ui.label(RichText::new(cx.i18n.text("gnadenlos-roll-typed")).size(20.0));
                });
            }
        });
        if !rolling {
            self.last_roll_ui(ui, cx.i18n);
        }
    }

    /// Under the die: what the last payday roll did, until the next action.
    fn last_roll_ui(&self, ui: &mut Ui, i18n: &I18n) {
        if self.last_roll.is_empty() {
            return;
        }
        ui.vertical(|ui| {
            ui.set_max_width(LAST_ROLL_WIDTH);
            for line in &self.last_roll {
                ui.add(egui::Label::new(RichText::new(i18n.tr(line)).size(24.0).strong()).wrap());
            }
        });
    }

    fn actions_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        ui.set_max_width(ui.available_width().min(960.0));
        match &s.phase {
            Phase::Event => self.event_form_ui(ui, s, cx),
            Phase::HighNoonPicks { .. } => self.picks_ui(ui, s, cx),
            Phase::Prestige => self.prestige_ui(ui, s, cx),
            Phase::RecruitmentChoice => self.recruitment_ui(ui, s, cx),
            Phase::Bidding { .. } => self.bidding_ui(ui, s, cx),
            Phase::Payday => {}
            Phase::Over { reason, .. } => {
                ui.label(
                    RichText::new(cx.i18n.tr(&end_reason(s, *reason)))
                        .size(theme::NAME)
                        .strong()
                        .color(theme::GOLD),
                );
                for (place, (p, score)) in s.standings().iter().enumerate() {
                    let line = Message::new("gnadenlos-standing")
                        .number("place", (place + 1) as i64)
                        .text("name", name(s, *p))
                        .number("score", i64::from(*score))
                        .number("vultures", i64::from(s.players[*p].vultures));
                    ui.label(RichText::new(cx.i18n.tr(&line)).size(theme::FIGURE));
                }
            }
        }
        if let Some(refusal) = cx.refusal {
            widgets::refusal(ui, &cx.i18n.tr(refusal));
        }
    }

    fn event_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let flipped = Message::new("gnadenlos-event-title").number(
            "card",
            i64::from(s.events_flipped % super::rules::EVENT_CARDS + 1),
        );
        ui.label(
            RichText::new(i18n.tr(&flipped))
                .size(theme::FIGURE)
                .strong(),
        );
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
                        egui::Button::selectable(is, RichText::new(&text).size(26.0).strong())
                            .frame(true)
                            .min_size(Vec2::new(150.0, 52.0)),
                    )
                    .on_hover_text(key);
                response.widget_info(|| {
                    WidgetInfo::selected(egui::Role::Button, true, is, text.clone())
                });
                if response.clicked() {
                    self.event.kind = Some(kind);
                }
            }
        });
        if self.event.kind == Some(KindChoice::GoldRush) {
            let mut first = Some(self.event.first.unwrap_or(s.options.gold_rush.0));
            let mut second = Some(self.event.second.unwrap_or(s.options.gold_rush.1));
            if widgets::number_entry(ui, &i18n.text("gnadenlos-payout-first"), 0..=10, &mut first) {
                self.event.first = first;
            }
            if widgets::number_entry(
                ui,
                &i18n.text("gnadenlos-payout-second"),
                0..=10,
                &mut second,
            ) {
                self.event.second = second;
            }
        }
        let holders: Vec<usize> = s.holders().collect();
        let mut strengths = self.strengths(s);
        if holders.len() > 1 {
            for &i in &holders {
                let mut v = strengths[i].map(Pips::get);
                let label = i18n.tr(&Message::new("gnadenlos-strength").text("name", name(s, i)));
                if widgets::number_entry(ui, &label, 1..=6, &mut v) {
                    strengths[i] = v.and_then(Pips::new);
                }
            }
            self.event.strengths = strengths.clone();
            ui.label(RichText::new(i18n.text("gnadenlos-strength-keys")).weak());
        } else {
            let id = if holders.is_empty() {
                "gnadenlos-event-no-holder"
            } else {
                "gnadenlos-event-lone-holder"
            };
            ui.label(
                RichText::new(i18n.tr(&Message::new(id).text("name", names(s, &holders))))
                    .size(20.0),
            );
        }
        let kind = self.event_kind(s);
        let preview = kind.map(|k| s.preview_event(k, &strengths));
        let why = match &preview {
            None => Some(i18n.text("gnadenlos-event-kind-missing")),
            Some(Err(r)) => Some(i18n.tr(&r.message())),
            Some(Ok(_)) => None,
        };
        let text = match kind {
            Some(k) => i18n
                .tr(&Message::new("gnadenlos-resolve").message("kind", Message::new(kind_id(k)))),
            None => i18n.text("gnadenlos-resolve-event"),
        };
        let tip = i18n.text("key-space");
        // The button, and beside it what the event will do: the form keeps its height.
        ui.horizontal_top(|ui| {
            if widgets::big_button(ui, &text, why.as_deref(), Some(&tip)).clicked() {
                self.resolve_event(s, cx);
            }
            if let (Some(kind), Some(Ok(ranking))) = (kind, &preview) {
                ui.vertical(|ui| {
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
                    ui.label(RichText::new(i18n.tr(&line)).size(22.0).italics());
                    outcome_ui(ui, i18n, s, kind, &strengths);
                });
            }
        });
    }

    fn picks_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let Some((picker, want)) = s.picker() else {
            return;
        };
        let i18n = cx.i18n;
        let title = Message::new("gnadenlos-picks-title")
            .text("name", name(s, picker))
            .number("count", want as i64);
        ui.label(RichText::new(i18n.tr(&title)).size(theme::FIGURE).strong());
        ui.label(RichText::new(i18n.text("gnadenlos-picks-help")).size(20.0));
        let why = (self.picks.len() != want).then(|| {
            i18n.tr(&Message::new("gnadenlos-refuse-pick-count").number("count", want as i64))
        });
        ui.horizontal(|ui| {
            let text = i18n.text("gnadenlos-picks-confirm");
            if widgets::big_button(ui, &text, why.as_deref(), Some(&i18n.text("key-enter")))
                .clicked()
            {
                cx.act(GnadenlosAction::PickCards {
                    slots: self.picks.clone(),
                });
            }
            let text = i18n.text("gnadenlos-picks-random");
            if widgets::button(ui, &text, None, Some(&i18n.text("key-space"))).clicked() {
                cx.draw_awaited(s);
            }
        });
    }

    fn prestige_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let b = &s.players[s.active];
        let title = Message::new("gnadenlos-prestige-title")
            .text("name", b.name.clone())
            .number("nuggets", i64::from(b.nuggets));
        ui.label(RichText::new(i18n.tr(&title)).size(theme::FIGURE).strong());
        let mut value = Some(self.prestige.unwrap_or(0));
        if widgets::number_entry(
            ui,
            &i18n.text("gnadenlos-prestige-nuggets"),
            0..=MAX_PRESTIGE,
            &mut value,
        ) {
            self.prestige = value;
        }
        let nuggets = self.prestige.unwrap_or(0);
        let why = (b.nuggets < u32::from(nuggets)).then(|| {
            i18n.tr(&Message::new("gnadenlos-refuse-nuggets")
                .text("name", b.name.clone())
                .number("nuggets", i64::from(b.nuggets)))
        });
        let text = if nuggets == 0 {
            i18n.text("gnadenlos-prestige-none")
        } else {
            i18n.tr(&Message::new("gnadenlos-prestige-spend").number("nuggets", i64::from(nuggets)))
        };
        if widgets::big_button(ui, &text, why.as_deref(), Some(&i18n.text("key-space"))).clicked() {
            cx.act(GnadenlosAction::BuyPrestige { nuggets });
        }
    }

    fn recruitment_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let title = Message::new("gnadenlos-recruitment-title").text("name", name(s, s.active));
        ui.label(RichText::new(i18n.tr(&title)).size(theme::FIGURE).strong());
        let max = u8::try_from(s.players.len() - 1).unwrap_or(1);
        let mut revealed = Some(self.revealed(s));
        if widgets::number_entry(ui, &i18n.text("gnadenlos-revealed"), 1..=max, &mut revealed) {
            self.revealed = revealed;
        }
        let why = s.may_recruit().err().map(|r| i18n.tr(&r.message()));
        ui.horizontal(|ui| {
            let text = i18n.text("gnadenlos-recruit");
            if widgets::big_button(
                ui,
                &text,
                why.as_deref(),
                Some(&i18n.text("gnadenlos-recruit-keys")),
            )
            .clicked()
            {
                cx.act(GnadenlosAction::StartRecruitment {
                    revealed: self.revealed(s),
                });
            }
            let text = i18n.text("gnadenlos-no-recruit");
            if widgets::button(ui, &text, None, Some("N")).clicked() {
                cx.act(GnadenlosAction::SkipRecruitment);
            }
        });
    }

    fn bidding_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let Some(bidder) = s.bidder() else {
            return;
        };
        let i18n = cx.i18n;
        let taken = s.sums_taken();
        let taken_text = if taken.is_empty() {
            i18n.text("gnadenlos-sums-none")
        } else {
            taken
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let title = Message::new("gnadenlos-bid-title")
            .text("name", name(s, bidder))
            .text("taken", taken_text);
        ui.label(RichText::new(i18n.tr(&title)).size(theme::FIGURE).strong());
        let hand = s.players[bidder].hand;
        let mut left = hand;
        for c in &self.bid {
            let slot = &mut left[usize::from(c.get())];
            *slot = slot.saturating_sub(1);
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(i18n.text("gnadenlos-bid-hand")).size(22.0));
            for v in DebtValue::all() {
                let count = left[usize::from(v.get())];
                let label = i18n.tr(&Message::new("gnadenlos-bid-add")
                    .number("value", i64::from(v.get()))
                    .number("count", i64::from(count)));
                let enabled = count > 0 && self.bid.len() < 3;
                let response = ui.add_enabled(
                    enabled,
                    egui::Button::new(
                        RichText::new(format!("{}  ×{count}", v.get()))
                            .size(26.0)
                            .strong(),
                    )
                    .min_size(Vec2::new(84.0, 52.0)),
                );
                response.widget_info(|| {
                    WidgetInfo::labeled(egui::Role::Button, enabled, label.clone())
                });
                if response.clicked() {
                    self.bid.push(v);
                }
            }
        });
        let sum: u32 = self.bid.iter().map(|c| u32::from(c.get())).sum();
        let cards = self
            .bid
            .iter()
            .map(|c| c.get().to_string())
            .collect::<Vec<_>>()
            .join(" + ");
        ui.horizontal(|ui| {
            let line = if self.bid.is_empty() {
                i18n.text("gnadenlos-bid-empty")
            } else {
                i18n.tr(&Message::new("gnadenlos-bid-now")
                    .text("cards", cards)
                    .number("sum", i64::from(sum)))
            };
            ui.label(RichText::new(line).size(24.0));
            if !self.bid.is_empty() && ui.button(i18n.text("gnadenlos-bid-clear")).clicked() {
                self.bid.clear();
            }
        });
        let why = s.check_bid(&self.bid).err().map(|r| {
            if self.bid.is_empty() {
                i18n.text("gnadenlos-bid-empty")
            } else {
                i18n.tr(&r.message())
            }
        });
        ui.horizontal(|ui| {
            let text = i18n.tr(&Message::new("gnadenlos-bid").number("sum", i64::from(sum)));
            if widgets::big_button(ui, &text, why.as_deref(), Some(&i18n.text("key-space")))
                .clicked()
            {
                cx.act(GnadenlosAction::Bid {
                    cards: self.bid.clone(),
                });
            }
            let free = s.free_sums(bidder);
            let why_not = (!free.is_empty()).then(|| {
                i18n.tr(&Message::new("gnadenlos-refuse-must-bid").text("name", name(s, bidder)))
            });
            if widgets::button(ui, &i18n.text("gnadenlos-pass"), why_not.as_deref(), None).clicked()
            {
                cx.act(GnadenlosAction::Pass);
            }
        });
        ui.label(RichText::new(i18n.text("gnadenlos-bid-keys")).weak());
    }

    fn player_card_ui(
        &self,
        ui: &mut Ui,
        s: &GnadenlosState,
        i: usize,
        colour: Color32,
        i18n: &I18n,
    ) {
        let b = &s.players[i];
        ui.horizontal(|ui| {
            widgets::badge(
                ui,
                self.badges.get(i).map_or("?", String::as_str),
                colour,
                44.0,
            );
            ui.label(RichText::new(&b.name).size(theme::NAME).strong());
        });
        if i == s.active {
            ui.label(
                RichText::new(i18n.text("gnadenlos-revolver"))
                    .size(20.0)
                    .strong()
                    .color(theme::GOLD),
            );
        }
        let figure = |t: String| RichText::new(t).size(theme::FIGURE);
        ui.label(
            figure(
                i18n.tr(&Message::new("gnadenlos-nuggets").number("nuggets", i64::from(b.nuggets))),
            )
            .strong()
            .color(theme::GOLD),
        );
        let hand: Vec<String> = DebtValue::all()
            .filter(|v| b.hand[usize::from(v.get())] > 0)
            .map(|v| format!("{}×{}", v.get(), b.hand[usize::from(v.get())]))
            .collect();
        ui.label(figure(i18n.tr(
            &Message::new("gnadenlos-debts").number("count", i64::from(b.cards_in_hand())),
        )));
        ui.label(RichText::new(hand.join("  ")).size(18.0));
        ui.label(figure(i18n.tr(
            &Message::new("gnadenlos-adventurers").number("count", i64::from(b.adventurers)),
        )));
        ui.horizontal(|ui| {
            let label = i18n.tr(&Message::new("gnadenlos-vultures")
                .number("vultures", i64::from(b.vultures))
                .number("max", i64::from(LAST_VULTURE)));
            ui.label(figure(label));
            vultures_ui(ui, b.vultures);
        });
        ui.label(figure(i18n.tr(
            &Message::new("gnadenlos-hat").number("space", i64::from(b.hat)),
        )));
    }

    fn tracks_ui(&self, ui: &mut Ui, s: &GnadenlosState, i18n: &I18n) {
        let finish = s.options.finish();
        ui.label(
            RichText::new(
                i18n.tr(&Message::new("gnadenlos-track").number("finish", i64::from(finish))),
            )
            .size(22.0)
            .strong(),
        );
        let width = ui.available_width().min(1400.0);
        let cell = width / f32::from(finish.max(1));
        let h = 44.0;
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, h), Sense::hover());
        let painter = ui.painter();
        let fg = ui.visuals().strong_text_color();
        for space in 1..=finish {
            let x = rect.left() + f32::from(space - 1) * cell;
            let r = egui::Rect::from_min_size(egui::pos2(x, rect.top()), Vec2::new(cell, h));
            let section = s.options.section_of(space);
            let shade = if section.is_multiple_of(2) { 70 } else { 110 };
            let fill = if space == finish {
                theme::GOOD
            } else {
                Color32::from_gray(shade)
            };
            painter.rect(
                r.shrink(1.0),
                3.0,
                fill,
                Stroke::NONE,
                egui::StrokeKind::Inside,
            );
            let starts = space == 1 || s.options.section_of(space - 1) != section;
            if starts {
                painter.text(
                    r.left_top() + Vec2::new(2.0, 0.0),
                    egui::Align2::LEFT_TOP,
                    format!("{}", s.options.poker_value(space)),
                    egui::FontId::proportional(13.0),
                    fg,
                );
            }
        }
        // Hats: badges in their space, stacked when several share it.
        let mut at: std::collections::BTreeMap<u8, usize> = std::collections::BTreeMap::new();
        for (i, b) in s.players.iter().enumerate() {
            let k = at.entry(b.hat).or_insert(0);
            let x = rect.left() + (f32::from(b.hat) - 0.5) * cell;
            let d = (cell * 0.9).clamp(10.0, 26.0);
            let y = rect.bottom() - d / 2.0 - 2.0 - *k as f32 * 6.0;
            let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
            painter.circle(
                egui::pos2(x, y),
                d / 2.0,
                colour,
                Stroke::new(1.5, Color32::BLACK),
            );
            painter.text(
                egui::pos2(x, y),
                egui::Align2::CENTER_CENTER,
                self.badges.get(i).map_or("?", String::as_str),
                egui::FontId::proportional(d * 0.6),
                theme::text_on(colour),
            );
            *k += 1;
        }
        let hats = s
            .players
            .iter()
            .map(|b| format!("{} {}", b.name, b.hat))
            .collect::<Vec<_>>()
            .join(", ");
        ui.label(RichText::new(hats).size(18.0));
        // The undertaker's walk to RIP.
        let rip = s.options.undertaker_spaces;
        let line = Message::new("gnadenlos-undertaker")
            .number("steps", i64::from(s.undertaker))
            .number("rip", i64::from(rip));
        ui.horizontal(|ui| {
            ui.label(RichText::new(i18n.tr(&line)).size(22.0).strong());
            for step in 0..=rip {
                let (r, _) = ui.allocate_exact_size(Vec2::splat(30.0), Sense::hover());
                let fill = if step == rip {
                    Color32::from_gray(40)
                } else {
                    Color32::from_gray(90)
                };
                ui.painter()
                    .rect(r, 3.0, fill, Stroke::NONE, egui::StrokeKind::Inside);
                if step == s.undertaker {
                    ui.painter().circle_filled(r.center(), 11.0, theme::DANGER);
                }
                if step == rip {
                    ui.painter().text(
                        r.center(),
                        egui::Align2::CENTER_CENTER,
                        "RIP",
                        egui::FontId::proportional(11.0),
                        Color32::WHITE,
                    );
                }
            }
        });
    }
}

/// What an event will do before it is resolved: every payout (a gold rush's second
/// place too), every hat that moves, the undertaker's step, the end of the game.
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
            ui.label(RichText::new(i18n.tr(&line)).size(22.0).strong());
        }
    }
}

/// The sentences of a payday roll (who paid, who could not, an empty column, the payday
/// ending or starting again, the end of the game); none for another action.
fn roll_lines(
    before: &GnadenlosState,
    action: &GnadenlosAction,
    events: &[GnadenlosEvent],
) -> Vec<Message> {
    if !matches!(action, GnadenlosAction::RollDie { .. }) {
        return Vec::new();
    }
    events
        .iter()
        .filter(|e| !matches!(e, GnadenlosEvent::DieRolled { .. }))
        .filter_map(|e| event_line(before, e))
        .collect()
}

/// Three vulture slots, filled for each vulture taken.
fn vultures_ui(ui: &mut Ui, vultures: u8) {
    let size = 24.0;
    let (rect, _) = ui.allocate_exact_size(Vec2::new(size * 3.3, size), Sense::hover());
    let fg = ui.visuals().strong_text_color();
    for k in 0..LAST_VULTURE {
        let c = egui::pos2(
            rect.left() + size * 0.55 + f32::from(k) * size * 1.1,
            rect.center().y,
        );
        if k < vultures {
            ui.painter().circle_filled(c, size * 0.42, theme::DANGER);
        } else {
            ui.painter()
                .circle_stroke(c, size * 0.38, Stroke::new(2.0, fg));
        }
    }
}

/// The options on Setup: the box values no public source gives ("check your box") and
/// the variants.
fn options_ui(ui: &mut Ui, i18n: &I18n, o: &mut GnadenlosOptions) {
    ui.label(
        RichText::new(i18n.text("gnadenlos-options-check"))
            .color(theme::GOLD)
            .strong(),
    );
    ui.checkbox(
        &mut o.poker_losers_back,
        i18n.text("gnadenlos-option-poker-back"),
    );
    ui.checkbox(
        &mut o.complete_rows_only,
        i18n.text("gnadenlos-option-complete-rows"),
    );
    egui::CollapsingHeader::new(RichText::new(i18n.text("gnadenlos-option-box")).strong())
        .id_salt("gnadenlos-box-values")
        .show(ui, |ui| box_values_ui(ui, i18n, o));
    if let Err(problem) = o.check() {
        widgets::refusal(ui, &i18n.tr(&problem.message()));
    }
}

/// The box values, in a grid: debt cards, track sections, start, undertaker, payouts,
/// vulture costs.
fn box_values_ui(ui: &mut Ui, i18n: &I18n, o: &mut GnadenlosOptions) {
    egui::Grid::new("gnadenlos-options")
        .num_columns(2)
        .spacing([18.0, 10.0])
        .show(ui, |ui| {
            ui.label(i18n.text("gnadenlos-option-debts"));
            ui.horizontal_wrapped(|ui| {
                for v in 0..=MAX_DEBT_VALUE {
                    let label = i18n
                        .tr(&Message::new("gnadenlos-option-debt-value")
                            .number("value", i64::from(v)));
                    let label = ui.label(&label);
                    ui.add(egui::DragValue::new(&mut o.debt_split[usize::from(v)]).range(0..=13))
                        .labelled_by(label.id);
                }
                ui.label(
                    i18n.tr(&Message::new("gnadenlos-option-debt-total")
                        .number("count", i64::from(o.cards_per_colour()))),
                );
            });
            ui.end_row();
            ui.label(i18n.text("gnadenlos-option-sections"));
            ui.vertical(|ui| {
                for (k, section) in (1i64..).zip(&mut o.sections) {
                    ui.horizontal(|ui| {
                        ui.label(
                            i18n.tr(&Message::new("gnadenlos-option-section").number("section", k)),
                        );
                        let spaces =
                            ui.add(egui::DragValue::new(&mut section.spaces).range(1..=30));
                        let label = ui.label(i18n.text("gnadenlos-option-section-spaces"));
                        spaces.labelled_by(label.id);
                        let poker = ui.add(egui::DragValue::new(&mut section.poker).range(0..=10));
                        let label = ui.label(i18n.text("gnadenlos-option-section-poker"));
                        poker.labelled_by(label.id);
                    });
                }
                ui.horizontal(|ui| {
                    if o.sections.len() < 10
                        && ui
                            .button(i18n.text("gnadenlos-option-add-section"))
                            .clicked()
                    {
                        o.sections.push(Section {
                            spaces: 5,
                            poker: 1,
                        });
                    }
                    if o.sections.len() > 1
                        && ui
                            .button(i18n.text("gnadenlos-option-remove-section"))
                            .clicked()
                    {
                        o.sections.pop();
                    }
                });
                ui.label(
                    i18n.tr(&Message::new("gnadenlos-option-track-total")
                        .number("spaces", i64::from(o.finish()))),
                );
            });
            ui.end_row();
            let label = ui.label(i18n.text("gnadenlos-option-start"));
            ui.add(egui::DragValue::new(&mut o.start_space).range(1..=59))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(i18n.text("gnadenlos-option-undertaker"));
            ui.add(egui::DragValue::new(&mut o.undertaker_spaces).range(1..=30))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(i18n.text("gnadenlos-option-gold-rush"));
            ui.horizontal(|ui| {
                ui.add(egui::DragValue::new(&mut o.gold_rush.0).range(0..=MAX_PAYOUT))
                    .labelled_by(label.id);
                ui.add(egui::DragValue::new(&mut o.gold_rush.1).range(0..=MAX_PAYOUT))
                    .labelled_by(label.id);
            });
            ui.end_row();
            let label = ui.label(i18n.text("gnadenlos-option-vulture-setback"));
            ui.add(egui::DragValue::new(&mut o.vulture_setback).range(0..=10))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(i18n.text("gnadenlos-option-vulture-cost"));
            ui.vertical(|ui| {
                ui.add(egui::DragValue::new(&mut o.vulture_final_cost).range(0..=10))
                    .labelled_by(label.id);
                vulture_cost_note_ui(ui, i18n, o.vulture_final_cost);
            });
            ui.end_row();
        });
    if ui.button(i18n.text("gnadenlos-option-reset")).clicked() {
        *o = GnadenlosOptions::default();
    }
}

/// Beside the vulture's final cost: the third vulture ends the game, and at 0 spaces its
/// holder can still win, so a table chooses the value knowingly.
fn vulture_cost_note_ui(ui: &mut Ui, i18n: &I18n, cost: u8) {
    let note = Message::new("gnadenlos-option-vulture-cost-note").number("cost", i64::from(cost));
    let text = RichText::new(i18n.tr(&note)).size(18.0);
    ui.add(
        egui::Label::new(if cost == 0 {
            text.color(theme::GOLD)
        } else {
            text
        })
        .wrap(),
    );
}
