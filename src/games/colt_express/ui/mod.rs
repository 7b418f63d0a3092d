//! Colt Express's table view, in the host's table frame: the header (the round and its
//! phase, whose card it is, the round card), one card per bandit with the books' key
//! figures (purses, jewels, strongboxes, bullets fired and received; at the reveal the
//! loot, the Gunslinger bonus and the total), and the dock: the form of the moment (the
//! round card to tell, the turn caller, the checklist of the planned cards, a shot, a
//! punch or loot recorded for a bandit, the round's event, one bandit's count sheet, the
//! standings) with the main action at the bottom right.
//!
//! Purse values stay off the cards, which the whole table reads: the cards give counts;
//! the values the books know appear only in the dock's small print, where the operator
//! needs them (which purse drops, what the count sheet already holds).
//!
//! The view reads the state the host lends it and asks for [`ColtAction`]s through the
//! [`ViewCx`]; it keeps only what the screen needs between frames (the form being
//! filled, the bandits ticked for an event, the count sheet open).
//!
//! By region: `bandits.rs` (the bandits' cards), `caller.rs` (the round card, the
//! planning phase's call, the checklist, the event, the reveal), `record.rs` (the
//! record form and its choosers), `count.rs` (the final count sheet and the standings);
//! this file keeps the view, its keys, the header and the dock's main action.

use egui::{Color32, Key, RichText, Ui, Vec2, WidgetInfo};

use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{CardSize, CardSpec, Header, Turn, View, ViewCx};
use crate::i18n::I18n;
use crate::kit::theme;
use crate::kit::widgets::{self, Choice, DialogChoice, Typed};
use crate::session::Session;

use super::cards::{EventEffect, ROUNDS, TurnKind};
use super::history::{
    card_message, loot_id, player_label, standing_message, tally_id, turn_kind_id,
};
use super::rules::{
    BULLETS, Bandit, ColtAction, ColtEvent, ColtExpress, ColtRefusal, ColtState, LootKind, Phase,
    PurseDrop, PurseValue, RevengeDrop, Sheet, Tally, bandit_count, revenge_drop, turn_order,
};
use super::{ColtExpressGame, ColtPrefs};

mod bandits;
mod caller;
mod count;
mod record;

use caller::{board_only, checklist_ui, reveal_ui};
use count::standings_ui;
use record::{Deed, Record, purse_button_ui, purse_ordinal, purse_peek_ui};

type Cx<'a, 'b> = ViewCx<'a, ColtExpressGame>;

/// The size of the call of the planning phase ("Bob (Belle) plays a card"), at most.
const CALL: f32 = 40.0;
/// The size the call may shrink to, to stay on one line.
const CALL_MIN: f32 = 26.0;
/// The dock's ordinary text.
const DOCK_TEXT: f32 = 20.0;
/// A form's title in the dock.
const FORM_TITLE: f32 = 24.0;
/// A card's name size for its figure size (the shared cards draw names at 0.7 of the
/// figure, at most).
const NAME_PER_FIGURE: f32 = 0.7;
/// The badge before a card's name, the gap after it and some slack for the estimate of
/// the name's width ([`widgets::figure_ems`] counts letters at an average width), in ems
/// of the name size.
const NAME_BADGE_EMS: f32 = theme::ROW_PER_POINT + 0.7;
/// The dock's height in the rounds, in points: the tallest of its forms (the record
/// form's punch, with its victim, loot and purse rows; the caller; Marshal's Revenge
/// asking two bandits), its margins included.
const DOCK_HEIGHT: f32 = 230.0;
/// How many of Marshal's Revenge's questions (which purse drops) [`DOCK_HEIGHT`] holds.
const REVENGE_ASKS_IN_DOCK: usize = 2;
/// The height of one more of Marshal's Revenge's questions, in points.
const REVENGE_ASK_HEIGHT: f32 = 40.0;
/// The dock's height at the final count: one bandit's sheet.
const SHEET_DOCK_HEIGHT: f32 = 230.0;
/// The dock's height at the reveal: the winner and one line per player.
const STANDINGS_DOCK_HEIGHT: f32 = 230.0;
/// The widest button on a card ("Tirs et butin…", "Concerné (6)"), in points.
const CARD_BUTTON_WIDTH: f32 = 150.0;

/// Colt Express's table view.
pub struct ColtView {
    colours: Vec<Color32>,
    badges: Vec<String>,
    /// The record form, if open.
    record: Option<Record>,
    /// The bandits ticked for the round's event.
    ticked: Vec<bool>,
    /// Marshal's Revenge: the purse (index) each bandit drops, where Deputy asks.
    drops: Vec<Option<usize>>,
    /// The bandit whose key was pressed last (the event's keys).
    current: Option<usize>,
    /// The final count: the bandit whose sheet is open in the dock.
    sheet: usize,
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
            record: None,
            ticked: vec![false; session.state().bandits.len()],
            drops: vec![None; session.state().bandits.len()],
            current: None,
            sheet: 0,
        }
    }

    fn table_keys(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let n = s.bandits.len();
        if self.ticked.len() != n {
            self.ticked = vec![false; n];
        }
        if self.drops.len() != n {
            self.drops = vec![None; n];
        }
        self.sheet = self.sheet.min(n.saturating_sub(1));
        if self.record.is_some_and(|r| r.bandit >= n || !in_play(s)) {
            self.record = None;
        }
        self.keys(ui, s, cx);
    }

    fn header(&self, s: &ColtState, cx: &Cx<'_, '_>) -> Header {
        let round = |id: &'static str| {
            Message::new(id)
                .number("round", (s.round + 1) as i64)
                .number("rounds", ROUNDS as i64)
        };
        let phase = |id: &'static str| {
            cx.i18n
                .tr(&round("colt-express-header-round").message("phase", Message::new(id)))
        };
        let title = match &s.phase {
            Phase::RoundCard => cx.i18n.tr(&round("colt-express-header-reveal")),
            Phase::Planning { .. } => phase("colt-express-phase-planning-short"),
            Phase::Action { .. } => phase("colt-express-phase-action-short"),
            Phase::Event => phase("colt-express-phase-event-short"),
            Phase::FinalCount { .. } => cx.i18n.text("colt-express-phase-count"),
            Phase::Over { .. } => cx.i18n.text("colt-express-phase-over"),
        };
        // Whose card it is: to play (Schemin') or to resolve (Stealin').
        let seat = match &s.phase {
            Phase::Planning { .. } => s.current_seat(),
            Phase::Action { resolved } => s.planned.get(*resolved).map(|p| p.seat),
            _ => None,
        };
        let turn = seat.map(|seat| {
            let name = player_label(s, seat);
            Turn {
                label: cx
                    .i18n
                    .tr(&Message::new("colt-express-whose-card").text("name", name.clone())),
                name,
                colour: self.colour(seat),
            }
        });
        let status = s
            .card()
            .filter(|_| in_play(s) && s.phase != Phase::RoundCard)
            .map(|card| {
                let id = if s.last_round() {
                    "colt-express-header-card-last"
                } else {
                    "colt-express-header-card"
                };
                cx.i18n
                    .tr(&Message::new(id).message("card", card_message(card.id.card)))
            });
        Header {
            title,
            turn,
            status,
        }
    }

    fn card_spec(&self, s: &ColtState, cx: &Cx<'_, '_>) -> CardSpec {
        // The widest rows, each figure's digits counted as zeros (so the sizes do not
        // change as a count goes up within its digits). The rows of every phase, in
        // every phase, so that the cards keep one size from the first round through the
        // reveal (issue 27: the standings grew them): the rounds' and the count's (the
        // purses, which may read "2/3" at the count, added of held; the other counts of
        // two digits), the reveal's (the loot and the bonus in dollars of four digits,
        // the total's digits alone), and the figures as they stand.
        let zeros = |f: &str| {
            f.chars()
                .map(|c| if c.is_ascii_digit() { '0' } else { c })
                .collect::<String>()
        };
        let caption = |id: &str| cx.i18n.text(id);
        let amount = zeros(
            &cx.i18n
                .tr(&Message::new("colt-express-dollars").number("value", 9999)),
        );
        let mut key_ems = widgets::key_ems(&caption("colt-express-card-purses"), "0/0")
            .max(widgets::key_ems("", "0000"));
        let mut figure_ems = [
            ("colt-express-card-jewels", "00"),
            ("colt-express-card-strongboxes", "00"),
            ("colt-express-card-fired", "00"),
            ("colt-express-card-received", "00"),
            ("colt-express-card-loot", amount.as_str()),
            ("colt-express-card-bonus", amount.as_str()),
        ]
        .iter()
        .map(|(id, figure)| widgets::figure_ems(&caption(id), figure))
        .fold(0.0_f32, f32::max);
        for f in (0..s.bandits.len()).flat_map(|i| self.figures(s, i, cx)) {
            if f.key {
                key_ems = key_ems.max(widgets::key_ems(&f.caption, &zeros(&f.figure)));
            } else {
                figure_ems = figure_ems.max(widgets::figure_ems(&f.caption, &zeros(&f.figure)));
            }
        }
        // The name row (the badge, a gap and the name, at 0.7 of the figure) must fit too:
        // "Cheyenne" is wider than the French captions, and would otherwise be cut short.
        let name_ems = s
            .bandits
            .iter()
            .map(|b| NAME_PER_FIGURE * (widgets::figure_ems("", b.bandit.name()) + NAME_BADGE_EMS))
            .fold(0.0, f32::max);
        CardSpec {
            count: s.bandits.len(),
            // The purses (the total at the reveal): see `bandits.rs`.
            key_rows: 1,
            key_ems,
            // Four figures, and the card's number with its player (the number at the
            // figure size, so that it reads from across the table too).
            figure_rows: 5,
            figure_ems: figure_ems.max(name_ems),
            text_rows: 0,
            // Record (or the event's tick); the count and the reveal keep the row empty,
            // so that the cards keep their places and sizes into the count and through
            // the reveal (issue 27).
            button_rows: 1,
            min_width: CARD_BUTTON_WIDTH,
        }
    }

    fn player_ui(
        &mut self,
        ui: &mut Ui,
        s: &ColtState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let Some(b) = s.bandits.get(i) else {
            return;
        };
        let colour = self.colour(b.owner);
        if self.framed_now(s).contains(&i) {
            ui.painter().rect_stroke(
                card.rect.expand(4.0),
                12.0,
                egui::Stroke::new(4.0, theme::GOLD),
                egui::StrokeKind::Inside,
            );
        }
        widgets::framed_card(ui, card, colour, false, |ui| {
            self.card_ui(ui, s, i, card, cx);
        });
        // At the final count a card opens its bandit's sheet in the dock.
        if matches!(s.phase, Phase::FinalCount { .. }) {
            let response = ui
                .interact(
                    card.rect,
                    ui.scope_id().with(("colt-sheet", i)),
                    egui::Sense::click(),
                )
                .on_hover_cursor(egui::CursorIcon::PointingHand);
            let label = cx
                .i18n
                .tr(&Message::new("colt-express-sheet-label").text("bandit", b.bandit.name()));
            let selected = self.sheet == i;
            response.widget_info(|| {
                WidgetInfo::selected(egui::Role::Button, true, selected, label.clone())
            });
            if response.clicked() {
                self.sheet = i;
            }
        }
    }

    fn dock_form_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        if let Some(record) = self.record {
            self.record_form_ui(ui, s, record, cx);
            return;
        }
        match &s.phase {
            Phase::RoundCard => reveal_ui(ui, s, cx),
            Phase::Planning { .. } => self.caller_ui(ui, s, cx),
            Phase::Action { resolved } => checklist_ui(ui, s, *resolved, cx),
            Phase::Event => self.event_ui(ui, s, cx),
            Phase::FinalCount { .. } => self.sheet_ui(ui, s, cx),
            Phase::Over { .. } => standings_ui(ui, s, cx),
        }
    }

    fn dock_action_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        if let Some(record) = self.record {
            let why = match record.deed {
                None => Some(cx.i18n.tr(&Message::new("colt-express-choose-deed").text(
                    "bandit",
                    s.bandits.get(record.bandit).map_or("", |b| b.bandit.name()),
                ))),
                Some(deed) => deed.action(record.bandit).err().map(|id| cx.i18n.text(id)),
            };
            match widgets::confirm_row(ui, cx.i18n, None, why.as_deref()) {
                Some(DialogChoice::Confirm) => self.confirm_record(s, cx),
                Some(DialogChoice::Cancel) => self.record = None,
                None => {}
            }
            return;
        }
        let space = cx.i18n.text("key-space");
        match &s.phase {
            Phase::Planning { .. } => {
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
                let text = cx.i18n.text("colt-express-card-played");
                if widgets::big_button(ui, &text, None, Some(&space)).clicked() {
                    cx.act(ColtAction::PlayCard);
                }
            }
            Phase::Action { resolved } => {
                let id = if *resolved < s.planned.len() {
                    "colt-express-resolved"
                } else {
                    "colt-express-end-actions"
                };
                if widgets::big_button(ui, &cx.i18n.text(id), None, Some(&space)).clicked() {
                    self.main_action(s, cx);
                }
            }
            Phase::Event => {
                let affected = self.affected(s);
                let why = s
                    .may_apply_event(&affected, self.revenge_drops(s, &affected).as_deref())
                    .err()
                    .map(|r| cx.i18n.tr(&r.message()));
                let text = cx.i18n.text("colt-express-apply-event");
                if widgets::big_button(ui, &text, why.as_deref(), Some(&space)).clicked() {
                    self.main_action(s, cx);
                }
            }
            Phase::FinalCount { .. } => {
                let n = s.bandits.len();
                let next = (self.sheet + 1) % n.max(1);
                let next_text = |b: &Bandit| {
                    cx.i18n
                        .tr(&Message::new("colt-express-next-sheet").text("bandit", b.name()))
                };
                let text = s
                    .bandits
                    .get(next)
                    .map_or_else(String::new, |b| next_text(&b.bandit));
                let tip = cx
                    .i18n
                    .tr(&Message::new("colt-express-sheet-keys").number("count", n as i64));
                // As wide as the widest bandit's, so it keeps its place from sheet to sheet.
                let size = egui::TextStyle::Button.resolve(ui.style()).size;
                let width = s
                    .bandits
                    .iter()
                    .map(|b| widgets::text_width(ui, &next_text(&b.bandit), size))
                    .fold(0.0, f32::max)
                    + 2.0 * ui.spacing().button_padding.x;
                let response = ui
                    .add(egui::Button::new(text).min_size(Vec2::new(width, 0.0)))
                    .on_hover_text(&tip);
                if response.clicked() {
                    self.sheet = next;
                }
                let why = s.purses_to_enter().first().map(|&(b, count)| {
                    cx.i18n.tr(&Message::new("colt-express-count-missing")
                        .text("bandit", s.bandits[b].bandit.name())
                        .number("count", count as i64))
                });
                let text = cx.i18n.text("colt-express-reveal");
                if widgets::big_button(ui, &text, why.as_deref(), None).clicked() {
                    cx.act(ColtAction::Reveal);
                }
            }
            Phase::RoundCard | Phase::Over { .. } => {}
        }
    }

    /// One height whatever the form, and with none open, in every phase of the rounds:
    /// the cards are laid out once for the table, and neither move nor shrink as the
    /// record form opens, walks its steps or closes (issue 27), nor from one phase of a
    /// round to the next. Marshal's Revenge grows it by a row for each bandit past the
    /// second whose purse Deputy must ask; the count and the reveal have their own.
    fn dock_height(&self, s: &ColtState) -> Option<f32> {
        Some(match &s.phase {
            Phase::FinalCount { .. } => SHEET_DOCK_HEIGHT,
            Phase::Over { .. } => STANDINGS_DOCK_HEIGHT,
            _ => {
                let asks = if s.event().map(|e| e.effect()) == Some(EventEffect::LosePurse)
                    && s.phase == Phase::Event
                {
                    (0..s.bandits.len())
                        .filter(|&i| {
                            matches!(revenge_drop(&s.bandits[i].purses), RevengeDrop::Ask { .. })
                        })
                        .count()
                } else {
                    0
                };
                DOCK_HEIGHT + asks.saturating_sub(REVENGE_ASKS_IN_DOCK) as f32 * REVENGE_ASK_HEIGHT
            }
        })
    }

    /// The form open and everything chosen in it (the record form's every step, the
    /// event's ticks and purses, the sheet shown): a choice is a step, so the host's
    /// click guard takes a double click on a button that toggles (a tick, a purse's
    /// value) as one click, and a refusal goes once something is chosen (issue 27).
    fn dock_step(&self, s: &ColtState) -> u64 {
        use std::hash::{Hash, Hasher};
        // A fixed hasher: the same choices give the same step in every run.
        let mut h = std::collections::hash_map::DefaultHasher::new();
        match (self.record, &s.phase) {
            (Some(r), _) => format!("record {r:?}").hash(&mut h),
            (None, Phase::FinalCount { .. }) => ("sheet", self.sheet).hash(&mut h),
            (None, Phase::Event) => ("event", &self.ticked, &self.drops).hash(&mut h),
            (None, _) => return 0,
        }
        h.finish().max(1)
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
                | ColtAction::RecordMarshal { .. }
        ) {
            self.record = None;
        }
        for event in events {
            match event {
                ColtEvent::EventApplied { .. } => {
                    self.ticked.iter_mut().for_each(|t| *t = false);
                    self.drops.iter_mut().for_each(|d| *d = None);
                    self.current = None;
                }
                ColtEvent::FinalCountStarted => self.sheet = 0,
                _ => {}
            }
        }
    }

    fn rewound(&mut self, _s: &ColtState, _cx: &mut Cx<'_, '_>) {
        self.record = None;
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
            let slots: Vec<usize> = (0..bandit_count(players)).collect();
            // Two seats a row, so that Setup fits a 1280×800 window with six players.
            for pair in slots.chunks(2) {
                ui.horizontal(|ui| {
                    for (k, &slot) in pair.iter().enumerate() {
                        if k > 0 {
                            ui.separator();
                        }
                        let seat = if players == 2 { slot / 2 } else { slot };
                        let name = seating
                            .players
                            .get(seat)
                            .map(|p| p.name.trim().to_owned())
                            .filter(|n| !n.is_empty())
                            .unwrap_or_else(|| {
                                i18n.tr(
                                    &Message::new("setup-seat").number("seat", (seat + 1) as i64)
                                )
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
                        if widgets::chooser(
                            ui,
                            &format!("{name}:"),
                            &choices,
                            &mut selected,
                            SETUP_CHOOSER_TEXT,
                        ) && let Some(b) = selected.and_then(|i| Bandit::ALL.get(i).copied())
                        {
                            // Choosing a bandit another seat has swaps the two.
                            if let Some(other) = chosen.iter().position(|&c| c == b) {
                                chosen[other] = chosen[slot];
                            }
                            chosen[slot] = b;
                            changed = true;
                        }
                    }
                });
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

/// The text size of Setup's bandit choices, in points: two seats' choices share a row.
const SETUP_CHOOSER_TEXT: f32 = 18.0;

/// Whether loot, shots and the Marshal's bullets can be recorded now (the rounds, not
/// the count or the reveal).
fn in_play(s: &ColtState) -> bool {
    !matches!(s.phase, Phase::FinalCount { .. } | Phase::Over { .. })
}

/// The bandit's name, or nothing.
fn bandit_name(s: &ColtState, bandit: usize) -> &'static str {
    s.bandits.get(bandit).map_or("", |b| b.bandit.name())
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

    /// The bandits whose cards are framed in gold: the one a form is open for, whose card
    /// is played or resolved now, the sheet open at the count.
    fn framed_now(&self, s: &ColtState) -> Vec<usize> {
        if let Some(record) = self.record {
            return vec![record.bandit];
        }
        let seat = match &s.phase {
            Phase::Planning { .. } => s.current_seat(),
            Phase::Action { resolved } => s.planned.get(*resolved).map(|p| p.seat),
            Phase::FinalCount { .. } => return vec![self.sheet],
            _ => None,
        };
        seat.map_or_else(Vec::new, |seat| s.bandits_of(seat).collect())
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
        if board_only(s) {
            return Vec::new();
        }
        (0..s.bandits.len())
            .filter(|&i| self.ticked.get(i).copied().unwrap_or(false))
            .collect()
    }

    /// The keys: Space (the main action), D (draws three), the digits (a bandit by his
    /// card's number: tick him for the event, open his count sheet, or choose him as the
    /// target in a shot or punch), the arrows (Marshal's Revenge: which purse). A digit with no card is
    /// refused beside the form.
    fn keys(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let n = s.bandits.len();
        let cards = 1..=u8::try_from(n).unwrap_or(9).clamp(1, 9);
        if let Some(record) = &mut self.record {
            // Enter and Esc belong to the form's confirm row.
            let Some(Deed::Shot { target: chosen } | Deed::Punch { victim: chosen, .. }) =
                &mut record.deed
            else {
                return;
            };
            match widgets::typed_digit(ui, cards.clone()) {
                Some(Typed::Value(d)) if usize::from(d) - 1 == record.bandit => {
                    cx.refuse(ColtRefusal::SameBandit.message());
                }
                Some(Typed::Value(d)) => *chosen = Some(usize::from(d) - 1),
                Some(Typed::OutOfRange(d)) => cx.refuse(widgets::digit_refusal(d, cards)),
                None => {}
            }
            return;
        }
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        match &s.phase {
            Phase::Planning { .. } => {
                if pressed(ui, Key::Space) {
                    self.main_action(s, cx);
                } else if pressed(ui, Key::D) {
                    cx.act(ColtAction::DrawThree);
                }
            }
            Phase::Action { .. } => {
                if pressed(ui, Key::Space) {
                    self.main_action(s, cx);
                }
            }
            Phase::Event => {
                if pressed(ui, Key::Space) {
                    self.main_action(s, cx);
                } else if !board_only(s) {
                    self.event_keys(ui, s, cards, cx);
                }
            }
            Phase::FinalCount { .. } => {
                match widgets::typed_digit(ui, cards.clone()) {
                    Some(Typed::Value(d)) => self.sheet = usize::from(d) - 1,
                    Some(Typed::OutOfRange(d)) => cx.refuse(widgets::digit_refusal(d, cards)),
                    None => {}
                }
                let all: Vec<usize> = (0..n).collect();
                let mut sheet = Some(self.sheet);
                if widgets::cycle_keys(ui, Key::ArrowLeft, Key::ArrowRight, &all, &mut sheet) {
                    self.sheet = sheet.unwrap_or(0);
                }
            }
            Phase::RoundCard | Phase::Over { .. } => {}
        }
    }

    /// The event's ticks by keys: a card's number ticks (or unticks) its bandit; at
    /// Marshal's Revenge, the left and right arrow keys choose which of his purses the
    /// bandit drops, by its place (the bandit of the last digit pressed, else the first
    /// still to answer).
    fn event_keys(
        &mut self,
        ui: &mut Ui,
        s: &ColtState,
        cards: std::ops::RangeInclusive<u8>,
        cx: &mut Cx<'_, '_>,
    ) {
        let n = s.bandits.len();
        match widgets::typed_digit(ui, cards.clone()) {
            Some(Typed::Value(d)) => {
                let b = usize::from(d) - 1;
                if let Some(t) = self.ticked.get_mut(b) {
                    *t = !*t;
                    self.current = Some(b);
                }
            }
            Some(Typed::OutOfRange(d)) => cx.refuse(widgets::digit_refusal(d, cards)),
            None => {}
        }
        if s.event().map(|e| e.effect()) != Some(EventEffect::LosePurse) {
            return;
        }
        let ask = |b: usize| {
            matches!(revenge_drop(&s.bandits[b].purses), RevengeDrop::Ask { .. })
                .then(|| s.bandits[b].purses.len())
        };
        let bandit = self
            .current
            .filter(|&b| b < n && ask(b).is_some())
            .or_else(|| (0..n).find(|&b| ask(b).is_some() && self.drops[b].is_none()))
            .or_else(|| (0..n).find(|&b| ask(b).is_some()));
        if let Some(b) = bandit
            && let Some(count) = ask(b)
        {
            let all: Vec<usize> = (0..count).collect();
            let mut drop = self.drops[b];
            if widgets::cycle_keys(ui, Key::ArrowLeft, Key::ArrowRight, &all, &mut drop) {
                self.drops[b] = drop;
                self.ticked[b] = true;
            }
        }
    }

    /// Confirms the record form: its action, if complete (the form closes once it is
    /// accepted), else what is missing, beside the form.
    fn confirm_record(&mut self, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let Some(record) = self.record else {
            return;
        };
        match record.deed.map(|d| d.action(record.bandit)) {
            Some(Ok(action)) => cx.act(action),
            Some(Err(id)) => cx.refuse(Message::new(id)),
            None => cx.refuse(
                Message::new("colt-express-choose-deed")
                    .text("bandit", bandit_name(s, record.bandit)),
            ),
        }
    }
}

/// How the table calls a player: the bandit's name, or with two players (two bandits
/// each) the player's.
fn short_name(s: &ColtState, seat: usize) -> String {
    super::history::short_names(s, &[seat])
}

/// A form's title in the dock.
fn form_title(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).size(FORM_TITLE).strong());
}

/// A form's help, wrapped to the form's width.
fn form_help(ui: &mut Ui, text: &str) {
    ui.add(
        egui::Label::new(RichText::new(text).size(DOCK_TEXT)).wrap_mode(egui::TextWrapMode::Wrap),
    );
}

/// A line at `size`, made smaller (down to `min`) to stay on one line, in `colour` as
/// text on the theme ([`theme::accent_text`]).
fn fitted_label(ui: &mut Ui, text: &str, size: f32, min: f32, colour: Color32) {
    let natural = widgets::text_width(ui, text, size);
    let size = widgets::fitted_size(natural, ui.available_width(), size, min);
    ui.add(
        egui::Label::new(
            RichText::new(text)
                .size(size)
                .strong()
                .color(theme::accent(ui, colour)),
        )
        .wrap_mode(egui::TextWrapMode::Wrap),
    );
}

/// A button with a short text, named `label` for screen readers and its tooltip (the
/// whole sentence); a correction greyed while there is nothing to correct, without a
/// reason beside the form.
fn named_button(ui: &mut Ui, text: &str, label: &str, enabled: bool) -> egui::Response {
    let response = ui
        .add_enabled(enabled, egui::Button::new(text))
        .on_hover_text(label)
        .on_disabled_hover_text(label);
    let label = label.to_owned();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, label.clone()));
    response
}
