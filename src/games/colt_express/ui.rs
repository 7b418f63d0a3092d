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
/// The widest button on a card ("Tirs et butin…", "Concerné (6)"), in points.
const CARD_BUTTON_WIDTH: f32 = 150.0;

/// What a bandit does, in the record form (« noter »).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Deed {
    /// He shoots `target`.
    Shot { target: Option<usize> },
    /// He punches `victim`, who drops `kind` (`Some(None)`: nothing); for a purse,
    /// `purse` (index into the victim's purses).
    Punch {
        victim: Option<usize>,
        kind: Option<Option<LootKind>>,
        purse: Option<usize>,
    },
    /// He takes loot; a purse of `value` if told.
    Take {
        kind: Option<LootKind>,
        value: Option<PurseValue>,
    },
    /// He loses loot; for a purse, `purse` (index into his purses).
    Lose {
        kind: Option<LootKind>,
        purse: Option<usize>,
    },
    /// The Marshal gives him a neutral bullet.
    Marshal,
}

impl Deed {
    /// Every deed, fresh, in the form's order.
    const ALL: [Deed; 5] = [
        Deed::Shot { target: None },
        Deed::Punch {
            victim: None,
            kind: None,
            purse: None,
        },
        Deed::Take {
            kind: None,
            value: None,
        },
        Deed::Lose {
            kind: None,
            purse: None,
        },
        Deed::Marshal,
    ];

    /// Its place in [`Deed::ALL`].
    fn index(self) -> usize {
        match self {
            Deed::Shot { .. } => 0,
            Deed::Punch { .. } => 1,
            Deed::Take { .. } => 2,
            Deed::Lose { .. } => 3,
            Deed::Marshal => 4,
        }
    }

    /// The action recording it for `bandit`, or the message id of what is missing.
    fn action(self, bandit: usize) -> Result<ColtAction, &'static str> {
        let purse_of = |kind: Option<LootKind>, purse: Option<usize>| {
            if kind == Some(LootKind::Purse) {
                purse
            } else {
                None
            }
        };
        match self {
            Deed::Shot {
                target: Some(target),
            } => Ok(ColtAction::RecordShot {
                shooter: bandit,
                target,
            }),
            Deed::Shot { target: None } => Err("colt-express-choose-target"),
            Deed::Punch {
                victim: Some(_),
                kind: Some(Some(LootKind::Purse)),
                purse: None,
            } => Err("colt-express-choose-purse"),
            Deed::Punch {
                victim: Some(victim),
                kind: Some(kind),
                purse,
            } => Ok(ColtAction::RecordPunch {
                puncher: bandit,
                victim,
                kind,
                purse: purse_of(kind, purse),
            }),
            Deed::Punch { .. } => Err("colt-express-choose-victim"),
            Deed::Take {
                kind: Some(kind),
                value,
            } => Ok(ColtAction::TakeLoot {
                bandit,
                kind,
                value: if kind == LootKind::Purse { value } else { None },
            }),
            Deed::Lose {
                kind: Some(LootKind::Purse),
                purse: None,
            } => Err("colt-express-choose-purse"),
            Deed::Lose {
                kind: Some(kind),
                purse,
            } => Ok(ColtAction::LoseLoot {
                bandit,
                kind,
                purse: purse_of(Some(kind), purse),
            }),
            Deed::Take { .. } | Deed::Lose { .. } => Err("colt-express-choose-loot"),
            Deed::Marshal => Ok(ColtAction::RecordMarshal { bandit }),
        }
    }
}

/// The record form open in the dock: what `bandit` does.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Record {
    bandit: usize,
    deed: Option<Deed>,
}

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

/// One key figure of a bandit's card: its caption, the figure, its colour, and its
/// accessible label ("Belle: 2 purses").
struct Figure {
    caption: String,
    figure: String,
    colour: Option<Color32>,
    label: String,
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
        // The widest row: the captions with two-digit counts, or the reveal's amounts.
        let figure_ems = (0..s.bandits.len())
            .flat_map(|i| self.figures(s, i, cx))
            .map(|f| {
                let figure = match s.phase {
                    Phase::Over { .. } => f.figure,
                    Phase::FinalCount { .. } if f.figure.contains('/') => "0/00".to_owned(),
                    _ => "00".to_owned(),
                };
                widgets::figure_ems(&f.caption, &figure)
            })
            .fold(0.0, f32::max);
        // The name row (the badge, a gap and the name, at 0.7 of the figure) must fit too:
        // "Cheyenne" is wider than the French captions, and would otherwise be cut short.
        let name_ems = s
            .bandits
            .iter()
            .map(|b| NAME_PER_FIGURE * (widgets::figure_ems("", b.bandit.name()) + NAME_BADGE_EMS))
            .fold(0.0, f32::max);
        CardSpec {
            count: s.bandits.len(),
            figure_rows: 5,
            figure_ems: figure_ems.max(name_ems),
            // The player and a status.
            text_rows: 1,
            // Record (or the event's tick); the count and the reveal have none.
            button_rows: usize::from(in_play(s)),
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
                let text = cx.i18n.tr(&Message::new("colt-express-next-sheet").text(
                    "bandit",
                    s.bandits.get(next).map_or("", |b| b.bandit.name()),
                ));
                let tip = cx
                    .i18n
                    .tr(&Message::new("colt-express-sheet-keys").number("count", n as i64));
                if widgets::button(ui, &text, None, Some(&tip)).clicked() {
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

    fn dock_step(&self, s: &ColtState) -> u64 {
        match (self.record, &s.phase) {
            (Some(r), _) => {
                1000 + 10 * r.bandit as u64 + r.deed.map_or(0, |d| d.index() as u64 + 1)
            }
            (None, Phase::FinalCount { .. }) => 2000 + self.sheet as u64,
            (None, _) => 0,
        }
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
    /// target in a shot or punch), K and U (Marshal's Revenge). A digit with no card is
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
    /// Marshal's Revenge, K or U says the bandit drops his known purse or one of unknown
    /// value (the bandit of the last digit pressed, else the first still to answer).
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

    /// A key figure of every row of bandit `i`'s card, for the phase: the books while
    /// the rounds go on, the sheet at the count, the money at the reveal.
    fn figures(&self, s: &ColtState, i: usize, cx: &Cx<'_, '_>) -> Vec<Figure> {
        let Some(b) = s.bandits.get(i) else {
            return Vec::new();
        };
        let name = b.bandit.name();
        let count =
            |caption: &str, label: &'static str, value: usize, colour: Option<Color32>| Figure {
                caption: cx.i18n.text(caption),
                figure: value.to_string(),
                colour,
                label: cx.i18n.tr(&Message::new(label)
                    .text("bandit", name)
                    .number("count", value as i64)),
            };
        let money = |caption: &str, label: &'static str, value: u32| Figure {
            caption: cx.i18n.text(caption),
            figure: if value == 0 && caption == "colt-express-card-bonus" {
                "–".to_owned()
            } else {
                cx.i18n
                    .tr(&Message::new("colt-express-dollars").number("value", i64::from(value)))
            },
            colour: None,
            label: cx.i18n.tr(&Message::new(label)
                .text("bandit", name)
                .number("value", i64::from(value))),
        };
        let bullets = |fired: u8, received: u8| {
            [
                count(
                    "colt-express-card-fired",
                    "colt-express-figure-fired",
                    usize::from(fired),
                    (fired >= BULLETS).then_some(theme::DANGER),
                ),
                count(
                    "colt-express-card-received",
                    "colt-express-figure-received",
                    usize::from(received),
                    None,
                ),
            ]
        };
        let loot = |purses: usize, jewels: u8, strongboxes: u8| {
            [
                count(
                    "colt-express-card-purses",
                    "colt-express-figure-purses",
                    purses,
                    None,
                ),
                count(
                    "colt-express-card-jewels",
                    "colt-express-figure-jewels",
                    usize::from(jewels),
                    None,
                ),
                count(
                    "colt-express-card-strongboxes",
                    "colt-express-figure-strongboxes",
                    usize::from(strongboxes),
                    None,
                ),
            ]
        };
        match &s.phase {
            Phase::FinalCount { sheets } => {
                let Some(sheet) = sheets.get(i) else {
                    return Vec::new();
                };
                let held = sheet.purses.len() + sheet.to_enter();
                let mut rows: Vec<Figure> = loot(held, sheet.jewels, sheet.strongboxes)
                    .into_iter()
                    .chain(bullets(sheet.fired, sheet.received))
                    .collect();
                // The purses still to add: "2/3", in gold, of the 3 the bandit holds.
                if sheet.to_enter() > 0 {
                    rows[0].figure = format!("{}/{held}", sheet.purses.len());
                    rows[0].colour = Some(theme::GOLD);
                    rows[0].label = cx
                        .i18n
                        .tr(&Message::new("colt-express-figure-purses-to-add")
                            .text("bandit", name)
                            .number("count", held as i64)
                            .number("missing", sheet.to_enter() as i64));
                }
                rows
            }
            Phase::Over { sheets, standings } => {
                let Some(sheet) = sheets.get(i) else {
                    return Vec::new();
                };
                // The Gunslinger bonus goes to a player; with one bandit each, to him.
                let bonus = if s.two_player {
                    0
                } else {
                    standings
                        .iter()
                        .find(|r| r.seat == b.owner)
                        .map_or(0, |r| r.bonus)
                };
                let loot = sheet.loot();
                [
                    money("colt-express-card-loot", "colt-express-figure-loot", loot),
                    money(
                        "colt-express-card-bonus",
                        "colt-express-figure-bonus",
                        bonus,
                    ),
                    money(
                        "colt-express-card-total",
                        "colt-express-figure-total",
                        loot + bonus,
                    ),
                ]
                .into_iter()
                .chain(bullets(sheet.fired, sheet.received))
                .collect()
            }
            _ => loot(b.purses.len(), b.jewels, b.strongboxes)
                .into_iter()
                .chain(bullets(b.fired, b.received))
                .collect(),
        }
    }

    /// Bandit `i`'s card: the name, the five key figures, the player with a status, and
    /// the button of the phase.
    fn card_ui(
        &mut self,
        ui: &mut Ui,
        s: &ColtState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let b = &s.bandits[i];
        let colour = self.colour(b.owner);
        let badge = self.badges.get(b.owner).map_or("", String::as_str);
        widgets::card_name(ui, card, badge, b.bandit.name(), colour, false);
        for f in self.figures(s, i, cx) {
            widgets::card_figure_right(ui, card, &f.caption, &f.figure, f.colour, &f.label);
        }
        let player = s.players.get(b.owner).cloned().unwrap_or_default();
        let seat = |id: &'static str| {
            Message::new(id)
                .number("number", (i + 1) as i64)
                .text("player", player.clone())
        };
        let status = match &s.phase {
            Phase::Over { standings, .. } => seat("colt-express-card-place").number(
                "place",
                standings
                    .iter()
                    .find(|r| r.seat == b.owner)
                    .map_or(0, |r| r.place) as i64,
            ),
            _ => seat("colt-express-card-seat"),
        };
        ui.add(
            egui::Label::new(
                RichText::new(cx.i18n.tr(&status))
                    .size(card.sizes.text)
                    .color(theme::GOLD),
            )
            .truncate(),
        )
        .on_hover_text(cx.i18n.text(b.bandit.ability_id()));
        if in_play(s) {
            self.card_button_ui(ui, s, i, cx);
        }
    }

    /// The card's button: its tick at an event that touches the books, else the record
    /// form for this bandit.
    fn card_button_ui(&mut self, ui: &mut Ui, s: &ColtState, i: usize, cx: &mut Cx<'_, '_>) {
        let name = bandit_name(s, i);
        let (text, label, is) = if s.phase == Phase::Event && !board_only(s) {
            (
                cx.i18n
                    .tr(&Message::new("colt-express-tick").number("number", (i + 1) as i64)),
                cx.i18n
                    .tr(&Message::new("colt-express-tick-label").text("bandit", name)),
                self.ticked.get(i).copied().unwrap_or(false),
            )
        } else {
            (
                cx.i18n.text("colt-express-record"),
                cx.i18n
                    .tr(&Message::new("colt-express-record-label").text("bandit", name)),
                self.record.is_some_and(|r| r.bandit == i),
            )
        };
        let response = ui.add(egui::Button::new(text).selected(is));
        response.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, is, label.clone()));
        if response.on_hover_text(&label).clicked() {
            if s.phase == Phase::Event && !board_only(s) {
                if let Some(t) = self.ticked.get_mut(i) {
                    *t = !*t;
                }
                self.current = Some(i);
            } else if is {
                self.record = None;
            } else {
                self.record = Some(Record {
                    bandit: i,
                    deed: None,
                });
            }
        }
    }

    /// The record form: what the bandit does, then what it needs (the target; the victim,
    /// the loot he drops and which purse; the loot and a purse's value).
    fn record_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &ColtState,
        mut record: Record,
        cx: &mut Cx<'_, '_>,
    ) {
        let bandit = record.bandit;
        let name = bandit_name(s, bandit);
        let named = |id: &'static str| cx.i18n.tr(&Message::new(id).text("bandit", name));
        let deeds: Vec<Choice> = Deed::ALL
            .iter()
            .enumerate()
            .map(|(index, deed)| {
                let (text, label) = match deed {
                    Deed::Shot { .. } => ("colt-express-deed-shoots", "colt-express-shoots"),
                    Deed::Punch { .. } => ("colt-express-deed-punches", "colt-express-punches"),
                    Deed::Take { .. } => ("colt-express-deed-takes", "colt-express-takes"),
                    Deed::Lose { .. } => ("colt-express-deed-loses", "colt-express-loses"),
                    Deed::Marshal => ("colt-express-deed-marshal", "colt-express-marshal"),
                };
                Choice {
                    index,
                    text: cx.i18n.text(text),
                    label: named(label),
                    why_not: match deed {
                        Deed::Shot { .. } => {
                            s.may_shoot(bandit).err().map(|r| cx.i18n.tr(&r.message()))
                        }
                        _ => None,
                    },
                }
            })
            .collect();
        let mut chosen = record.deed.map(Deed::index);
        let title = named("colt-express-record-title");
        if widgets::player_chooser(ui, &title, &deeds, &mut chosen) {
            record.deed = chosen.and_then(|i| Deed::ALL.get(i).copied());
        }
        let others = |id: &'static str| -> Vec<Choice> {
            s.bandits
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != bandit)
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
        match &mut record.deed {
            None => form_help(ui, &named("colt-express-record-help")),
            Some(Deed::Shot { target }) => {
                let choices = others("colt-express-target-option");
                widgets::player_chooser(ui, &cx.i18n.text("colt-express-target"), &choices, target);
            }
            Some(Deed::Punch {
                victim,
                kind,
                purse,
            }) => {
                let choices = others("colt-express-victim-option");
                if widgets::player_chooser(
                    ui,
                    &cx.i18n.text("colt-express-victim"),
                    &choices,
                    victim,
                ) {
                    *kind = None;
                    *purse = None;
                }
                if let Some(v) = *victim {
                    kind_chooser_ui(ui, s, v, LootFor::Punch, kind, cx);
                    if *kind == Some(Some(LootKind::Purse)) {
                        purse_chooser_ui(ui, s, v, purse, cx);
                    }
                }
            }
            Some(Deed::Take { kind, value }) => {
                let mut k = kind.map(Some);
                kind_chooser_ui(ui, s, bandit, LootFor::Take, &mut k, cx);
                *kind = k.flatten();
                if *kind == Some(LootKind::Purse) {
                    value_chooser_ui(ui, value, cx);
                }
            }
            Some(Deed::Lose { kind, purse }) => {
                let mut k = kind.map(Some);
                kind_chooser_ui(ui, s, bandit, LootFor::Lose, &mut k, cx);
                *kind = k.flatten();
                if *kind == Some(LootKind::Purse) {
                    purse_chooser_ui(ui, s, bandit, purse, cx);
                }
            }
            Some(Deed::Marshal) => {
                let left = i64::from(s.neutral_left);
                form_help(
                    ui,
                    &cx.i18n.tr(&Message::new("colt-express-marshal-note")
                        .text("bandit", name)
                        .number("left", left)),
                );
            }
        }
        // Keep what was chosen unless the form was closed meanwhile.
        if self.record.is_some_and(|r| r.bandit == bandit) {
            self.record = Some(record);
        }
    }

    /// The planning phase: the round card's turns (the current one in gold), the order of
    /// this turn with whose card it is, and the call.
    fn caller_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
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
            if let Some(event) = card.event {
                ui.label(
                    RichText::new(
                        cx.i18n.tr(&Message::new("colt-express-event-at-end")
                            .message("card", card_message(event.card()))),
                    )
                    .size(18.0)
                    .italics(),
                );
            }
        });
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
    fn event_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
        let Some(event) = s.event() else {
            return;
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(cx.i18n.tr(&card_message(event.card())))
                    .size(FORM_TITLE + 4.0)
                    .strong()
                    .color(theme::GOLD),
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
        // What Marshal's Revenge takes from each bandit ticked, where Deputy knows.
        let outcomes: Vec<String> = (0..s.bandits.len())
            .filter(|&i| self.ticked.get(i).copied().unwrap_or(false))
            .filter_map(|i| {
                let b = &s.bandits[i];
                let what = match revenge_drop(&b.purses) {
                    RevengeDrop::NoPurse => Message::new("colt-express-event-no-purse"),
                    RevengeDrop::Sure(p) => match b.purses[p] {
                        None => Message::new("colt-express-event-loses-unknown"),
                        Some(v) => Message::new("colt-express-event-loses")
                            .number("value", i64::from(v.get())),
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
        // Where only the player knows the least valuable purse: which one.
        let asks: Vec<(usize, usize, usize)> = (0..s.bandits.len())
            .filter_map(|i| match revenge_drop(&s.bandits[i].purses) {
                RevengeDrop::Ask { known, unknown } => Some((i, known, unknown)),
                _ => None,
            })
            .collect();
        if asks.is_empty() {
            return;
        }
        egui::Grid::new("colt-express-revenge")
            .num_columns(3)
            .spacing([24.0, 6.0])
            .show(ui, |ui| {
                for (k, &(i, known, unknown)) in asks.iter().enumerate() {
                    let b = &s.bandits[i];
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(
                                cx.i18n.tr(&Message::new("colt-express-event-ask")
                                    .text("bandit", b.bandit.name())),
                            )
                            .size(DOCK_TEXT),
                        );
                        for (index, value) in [(known, b.purses[known]), (unknown, None)] {
                            let is = self.drops.get(i).copied().flatten() == Some(index);
                            if purse_button_ui(ui, cx, b.bandit.name(), value, is) {
                                self.drops[i] = Some(index);
                                self.ticked[i] = true;
                            }
                        }
                    });
                    if k % 3 == 2 {
                        ui.end_row();
                    }
                }
            });
    }

    /// The count sheet of the bandit chosen: what the books already count and what to
    /// add (the value buttons, the corrections), then the jewels, strongboxes and
    /// bullets, each with − and +.
    fn sheet_ui(&mut self, ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
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

/// Whether the round's event changes nothing in the books (or there is none).
fn board_only(s: &ColtState) -> bool {
    s.event()
        .is_none_or(|e| e.effect() == EventEffect::BoardOnly)
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

/// A line at `size`, made smaller (down to `min`) to stay on one line.
fn fitted_label(ui: &mut Ui, text: &str, size: f32, min: f32, colour: Color32) {
    let natural = ui
        .fonts_mut(|f| {
            f.layout_no_wrap(
                text.to_owned(),
                egui::FontId::proportional(size),
                Color32::WHITE,
            )
        })
        .size()
        .x;
    let room = ui.available_width();
    let size = if natural > room && natural > 0.0 {
        (size * room / natural).max(min)
    } else {
        size
    };
    ui.add(
        egui::Label::new(RichText::new(text).size(size).strong().color(colour))
            .wrap_mode(egui::TextWrapMode::Wrap),
    );
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
    let stroke = match chip {
        Chip::Now => egui::Stroke::new(2.0, theme::GOLD),
        Chip::Done => egui::Stroke::new(1.0, colour.unwrap_or(theme::GOLD).gamma_multiply(0.4)),
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
    let label = label.unwrap_or(text).to_owned();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
}

/// The round card to tell (the deck dealt by hand): one button per card that may be
/// revealed now.
fn reveal_ui(ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
    let id = if s.last_round() {
        "colt-express-reveal-station"
    } else {
        "colt-express-reveal-round"
    };
    form_help(ui, &cx.i18n.text(id));
    ui.horizontal_wrapped(|ui| {
        for card in s.revealable() {
            let text = cx.i18n.tr(&card_message(card.card));
            if ui
                .add(
                    egui::Button::new(RichText::new(text).size(22.0).strong())
                        .min_size(Vec2::new(0.0, 44.0)),
                )
                .clicked()
            {
                cx.act(ColtAction::RevealRoundCard { card });
            }
        }
    });
}

/// The action phase: the planned cards in play order, turn by turn; those resolved
/// struck out, the next one in gold.
fn checklist_ui(ui: &mut Ui, s: &ColtState, resolved: usize, cx: &mut Cx<'_, '_>) {
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
        let cards: Vec<(usize, &super::rules::Planned)> = s
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
                .color(turn_colour(*kind)),
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

/// The reveal: the winner and the standings, one line per player, the winners' in gold.
fn standings_ui(ui: &mut Ui, s: &ColtState, cx: &mut Cx<'_, '_>) {
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
            text = text.strong().color(theme::GOLD);
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
    let known: Vec<String> = sheet.known().iter().map(|v| dollars(v.get())).collect();
    // The title, then one wrapped row of what the books hold: counted, unknown, beyond.
    ui.horizontal_wrapped(|ui| {
        form_title(ui, title);
        let text = |m: Message| RichText::new(cx.i18n.tr(&m)).size(18.0);
        ui.label(text(
            Message::new("colt-express-count-known")
                .number("count", known.len() as i64)
                .text("values", known.join(", ")),
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
            .color(theme::GOLD),
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

/// A button naming one of `bandit`'s purses by its value ("$300", "unknown value", after
/// the row's "Which purse:"), selected when `is`; its accessible label names the bandit
/// ("Ghost drops the $300 purse"). Returns whether it was clicked.
fn purse_button_ui(
    ui: &mut Ui,
    cx: &Cx<'_, '_>,
    bandit: &str,
    value: Option<PurseValue>,
    is: bool,
) -> bool {
    let (text, label) = match value {
        Some(v) => (
            Message::new("colt-express-dollars").number("value", i64::from(v.get())),
            Message::new("colt-express-drop-known-label")
                .text("bandit", bandit)
                .number("value", i64::from(v.get())),
        ),
        None => (
            Message::new("colt-express-drop-unknown-short"),
            Message::new("colt-express-drop-unknown-label").text("bandit", bandit),
        ),
    };
    let response =
        ui.add(egui::Button::new(RichText::new(cx.i18n.tr(&text)).size(DOCK_TEXT)).selected(is));
    let label = cx.i18n.tr(&label);
    response.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, is, label.clone()));
    response.on_hover_text(&label).clicked()
}

/// What a kind of loot is chosen for: loot taken, loot lost, loot a punch knocks loose.
#[derive(Clone, Copy, PartialEq)]
enum LootFor {
    Take,
    Lose,
    Punch,
}

/// A row choosing a kind of loot that `bandit` takes or drops (with "nothing" too,
/// `Some(None)`, when another bandit punches him); a kind he cannot take or drop is
/// greyed with the reason.
fn kind_chooser_ui(
    ui: &mut Ui,
    s: &ColtState,
    bandit: usize,
    purpose: LootFor,
    kind: &mut Option<Option<LootKind>>,
    cx: &Cx<'_, '_>,
) {
    let mut options: Vec<Option<LootKind>> = vec![
        Some(LootKind::Purse),
        Some(LootKind::Jewel),
        Some(LootKind::Strongbox),
    ];
    if purpose == LootFor::Punch {
        options.push(None);
    }
    let choices: Vec<Choice> = options
        .iter()
        .enumerate()
        .map(|(index, k)| {
            let text = cx.i18n.text(k.map_or("colt-express-loot-nothing", loot_id));
            let why_not = k.and_then(|k| {
                let check = if purpose == LootFor::Take {
                    s.may_take(bandit, k)
                } else {
                    s.may_lose(bandit, k)
                };
                check.err().map(|r| cx.i18n.tr(&r.message()))
            });
            Choice {
                index,
                label: text.clone(),
                text,
                why_not,
            }
        })
        .collect();
    let mut selected = kind.and_then(|k| options.iter().position(|&o| o == k));
    if widgets::player_chooser(
        ui,
        &cx.i18n.text("colt-express-loot"),
        &choices,
        &mut selected,
    ) {
        *kind = selected.and_then(|i| options.get(i).copied());
    }
}

/// The purse values to choose from for a purse taken, its value if known.
fn value_chooser_ui(ui: &mut Ui, value: &mut Option<PurseValue>, cx: &Cx<'_, '_>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(cx.i18n.text("colt-express-purse-value")).size(22.0));
        for v in PurseValue::all() {
            let is = *value == Some(v);
            let text = cx
                .i18n
                .tr(&Message::new("colt-express-dollars").number("value", i64::from(v.get())));
            if ui
                .add(egui::Button::new(RichText::new(text).size(22.0)).selected(is))
                .clicked()
            {
                *value = if is { None } else { Some(v) };
            }
        }
    });
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
