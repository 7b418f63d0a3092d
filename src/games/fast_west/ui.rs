//! Fast West's table view: the huge card just flipped, the row of every cowboy's visible
//! card and tokens, the bullet circle, the one-step outcome of an event and the final
//! duel's resolver.
//!
//! Keyboard first: Space flips the current cowboy's card (Deputy's deck); with real
//! cards one letter tells each flip (C cactus, K child, S sheriff, B bandits, I Indians,
//! V cavalry, R roulette). No dialog ever covers the table: the outcome step is a panel
//! under the card, so Space always reaches the flip once an event is resolved. The final
//! duel is typed too: each cowboy's bullet (1 to N), then the seat of his target, seat
//! after seat (Backspace steps back, Up/Down choose the cowboy, Enter resolves).

use egui::{Align2, Color32, FontId, Key, RichText, Sense, Stroke, Ui, Vec2, WidgetInfo};

use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{View, ViewCx};
use crate::i18n::I18n;
use crate::session::Session;
use crate::ui::theme;
use crate::ui::widgets::{self, Choice};

use super::history::{duel_lines, winner_message};
use super::rules::{
    Card, DuelHand, EventKind, FastWest, FastWestAction, FastWestRefusal, FastWestState, Mode,
    Outcome, Phase, TOKEN_CAP, Visible, card_name, deal_for, resolve_duel,
};
use super::{FastWestGame, FastWestPrefs};

type Cx<'a, 'b> = ViewCx<'a, FastWestGame>;

/// The keys that tell a real card's flip, with the card each tells.
pub const CARD_KEYS: [(Key, &str, Card); 7] = [
    (Key::C, "C", Card::Cactus),
    (Key::K, "K", Card::Event(EventKind::Child)),
    (Key::S, "S", Card::Event(EventKind::Sheriff)),
    (Key::B, "B", Card::Event(EventKind::Bandits)),
    (Key::I, "I", Card::Event(EventKind::Indians)),
    (Key::V, "V", Card::Event(EventKind::Cavalry)),
    (Key::R, "R", Card::Event(EventKind::Roulette)),
];

/// Which of a cowboy's two duel entries the keys fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DuelField {
    /// The number of the bullet held.
    Bullet,
    /// The seat of the cowboy aimed at.
    Target,
}

/// The outcome or duel being entered.
#[derive(Clone, Debug, Default, PartialEq)]
struct Form {
    /// Bandits: who has no bullet or holds number 1.
    losers: Vec<bool>,
    /// Indians: bullets held per cowboy.
    held: Vec<u8>,
    /// The duel: each cowboy's bullet.
    bullets: Vec<Option<u8>>,
    /// The duel: each cowboy's target.
    targets: Vec<Option<usize>>,
    /// The duel: the cowboy and the entry the keys fill next (`None`: all entered).
    focus: Option<(usize, DuelField)>,
}

impl Form {
    fn new(n: usize) -> Self {
        Self {
            losers: vec![false; n],
            held: vec![0; n],
            bullets: vec![None; n],
            targets: vec![None; n],
            focus: (n > 0).then_some((0, DuelField::Bullet)),
        }
    }

    /// A duel form filled with `hands` as entered (undoing the duel's result).
    fn with_hands(n: usize, hands: &[DuelHand]) -> Self {
        let mut form = Self::new(n);
        if hands.len() == n {
            form.bullets = hands.iter().map(|h| Some(h.bullet)).collect();
            form.targets = hands.iter().map(|h| Some(h.target)).collect();
            form.focus = None;
        }
        form
    }

    /// The duel's entries in key order: each cowboy's bullet, then his target.
    fn steps(&self) -> Vec<(usize, DuelField)> {
        (0..self.bullets.len())
            .flat_map(|i| [(i, DuelField::Bullet), (i, DuelField::Target)])
            .collect()
    }

    /// Whether a duel entry is filled.
    fn filled(&self, (i, field): (usize, DuelField)) -> bool {
        match field {
            DuelField::Bullet => self.bullets.get(i).is_some_and(Option::is_some),
            DuelField::Target => self.targets.get(i).is_some_and(Option::is_some),
        }
    }

    /// Points the keys at the first entry still empty (after a click).
    fn focus_first_empty(&mut self) {
        self.focus = self.steps().into_iter().find(|&f| !self.filled(f));
    }

    /// Points the keys at the next entry still empty after the current one (going round
    /// to the first), or at nothing when every entry is filled (Enter resolves).
    fn advance(&mut self) {
        let steps = self.steps();
        let at = self
            .focus
            .and_then(|f| steps.iter().position(|&g| g == f))
            .unwrap_or(0);
        self.focus = (1..=steps.len())
            .map(|k| steps[(at + k) % steps.len()])
            .find(|&f| !self.filled(f));
    }

    /// Backspace: steps back one entry and clears it.
    fn step_back(&mut self) {
        let steps = self.steps();
        let at = self
            .focus
            .and_then(|f| steps.iter().position(|&g| g == f))
            .unwrap_or(steps.len());
        let Some(&(i, field)) = at.checked_sub(1).and_then(|k| steps.get(k)) else {
            return;
        };
        match field {
            DuelField::Bullet => self.bullets[i] = None,
            DuelField::Target => self.targets[i] = None,
        }
        self.focus = Some((i, field));
    }

    /// The duel's hands, once every bullet and target is chosen.
    fn hands(&self) -> Option<Vec<DuelHand>> {
        self.bullets
            .iter()
            .zip(&self.targets)
            .map(|(b, t)| {
                Some(DuelHand {
                    bullet: (*b)?,
                    target: (*t)?,
                })
            })
            .collect()
    }
}

/// Fast West's table view: the form being filled.
pub struct FastWestView {
    badges: Vec<String>,
    colours: Vec<Color32>,
    form: Form,
    /// The hands of the duel last resolved, to bring the form back when it is undone.
    last_duel: Option<Vec<DuelHand>>,
}

impl View<FastWestGame> for FastWestView {
    fn new(session: &Session<FastWest>, _prefs: &FastWestPrefs, _resumed: bool) -> Self {
        let seating: &Seating = &session.journal().setup().seating;
        let n = seating.players.len();
        // A game saved after its duel was undone: the redo branch holds the hands.
        let journal = session.journal();
        let last_duel = journal.actions().iter().rev().find_map(|a| match a {
            FastWestAction::ResolveDuel { hands } => Some(hands.clone()),
            _ => None,
        });
        let form = match (&session.state().phase, &last_duel) {
            (Phase::Duel, Some(hands)) if journal.can_redo() => Form::with_hands(n, hands),
            _ => Form::new(n),
        };
        Self {
            badges: seating.badges(),
            colours: seating
                .players
                .iter()
                .map(|p| theme::player_colour(p.colour))
                .collect(),
            form,
            last_duel,
        }
    }

    fn ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        self.keys(ui, s, cx);
        header_ui(ui, s, cx.i18n);
        ui.add_space(6.0);
        if matches!(s.phase, Phase::Duel) {
            egui::ScrollArea::vertical().show(ui, |ui| self.duel_ui(ui, s, cx));
            return;
        }
        // The card and the circle on the left, a fixed width; the row and the actions on
        // the right, scrolling if they outgrow the window.
        let area = ui.available_rect_before_wrap();
        let left_width = 300.0;
        let left = egui::Rect::from_min_size(area.min, Vec2::new(left_width, area.height()));
        let right = egui::Rect::from_min_max(
            egui::pos2(area.min.x + left_width + 16.0, area.min.y),
            area.max,
        );
        let column = |rect| {
            egui::UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::top_down(egui::Align::Min))
        };
        ui.scope_builder(column(left), |ui| {
            let (card, owner) = super::public::shown_card(s).unzip();
            let label = match card {
                Some(v) => cx.i18n.tr(&Message::new("fast-west-shown-card")
                    .text("name", owner.map_or_else(String::new, |o| name(s, o)))
                    .message("card", visible_name(v))),
                None => cx.i18n.text("fast-west-no-card"),
            };
            card_picture(ui, card, Vec2::new(280.0, 380.0), cx.i18n, &label);
            ui.add_space(8.0);
            ui.allocate_ui(Vec2::new(280.0, 230.0), |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(cx.i18n.text("fast-west-circle-title")).size(20.0));
                    bullet_circle(ui, &s.circle, 190.0, cx.i18n);
                });
            });
        });
        ui.scope_builder(column(right), |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                self.players_ui(ui, s, cx);
                ui.add_space(8.0);
                self.actions_ui(ui, s, cx);
                if let Some(refusal) = cx.refusal {
                    widgets::refusal(ui, &cx.i18n.tr(refusal));
                }
            });
        });
        ui.advance_cursor_after_rect(area);
    }

    fn accepted(
        &mut self,
        action: &FastWestAction,
        s: &FastWestState,
        events: &[super::FastWestEvent],
        _cx: &mut Cx<'_, '_>,
    ) {
        if let FastWestAction::ResolveDuel { hands } = action {
            self.last_duel = Some(hands.clone());
        }
        if events
            .iter()
            .any(|e| matches!(e, super::FastWestEvent::DuelCalled))
        {
            self.last_duel = None; // a new duel: nothing of an older one to bring back
        }
        if !matches!(action, FastWestAction::NameNumber(_)) {
            self.form = Form::new(s.cowboys.len());
        }
    }

    fn rewound(&mut self, s: &FastWestState, _cx: &mut Cx<'_, '_>) {
        let n = s.cowboys.len();
        self.form = match (&s.phase, &self.last_duel) {
            // Undoing the duel's result brings the form back as it was entered.
            (Phase::Duel, Some(hands)) => Form::with_hands(n, hands),
            _ => Form::new(n),
        };
    }

    fn options_ui(ui: &mut Ui, i18n: &I18n, prefs: &mut FastWestPrefs, seating: &Seating) {
        ui.horizontal(|ui| {
            ui.label(RichText::new(i18n.text("fast-west-option-mode")).strong());
            ui.radio_value(
                &mut prefs.options.mode,
                Mode::Deck,
                i18n.text("fast-west-mode-deck"),
            )
            .on_hover_text(i18n.text("fast-west-mode-deck-tooltip"));
            ui.radio_value(
                &mut prefs.options.mode,
                Mode::RealCards,
                i18n.text("fast-west-mode-real"),
            )
            .on_hover_text(i18n.text("fast-west-mode-real-tooltip"));
        });
        let n = seating.players.len();
        if (super::rules::MIN_PLAYERS..=super::rules::MAX_PLAYERS).contains(&n) {
            let deal = |round| {
                let (c, e) = deal_for(n, round);
                format!("{c} + {e}")
            };
            ui.label(
                i18n.tr(&Message::new("fast-west-deals")
                    .number("players", n as i64)
                    .text("one", deal(1))
                    .text("two", deal(2))
                    .text("three", deal(3))),
            );
        }
    }
}

fn name(s: &FastWestState, i: usize) -> String {
    s.cowboys
        .get(i)
        .map_or_else(String::new, |c| c.name.clone())
}

/// The name of what a cowboy shows.
fn visible_name(v: Visible) -> Message {
    match v {
        Visible::Nothing => Message::new("fast-west-visible-nothing"),
        Visible::Cactus => card_name(Card::Cactus),
        Visible::Child => card_name(Card::Event(EventKind::Child)),
        Visible::Waiting(k) => card_name(Card::Event(k)),
        Visible::CowboyFace => Message::new("fast-west-visible-cowboy"),
    }
}

/// A card's colours: face and ink.
fn card_colours(v: Option<Visible>) -> (Color32, Color32) {
    match v {
        None | Some(Visible::Nothing) => (Color32::from_gray(60), Color32::from_gray(200)),
        Some(Visible::Cactus) => (
            Color32::from_rgb(0xE9, 0xD8, 0xA6),
            Color32::from_rgb(0x1F, 0x6B, 0x35),
        ),
        Some(Visible::Child) => (
            Color32::from_rgb(0xF6, 0xC8, 0xD8),
            Color32::from_rgb(0x1F, 0x6B, 0x35),
        ),
        Some(Visible::CowboyFace) => (
            Color32::from_rgb(0x6B, 0x4A, 0x2B),
            Color32::from_rgb(0xF3, 0xE3, 0xC3),
        ),
        Some(Visible::Waiting(k)) => match k {
            EventKind::Sheriff => (theme::GOLD, Color32::from_rgb(0x2B, 0x1A, 0x0E)),
            EventKind::Bandits => (
                Color32::from_rgb(0x22, 0x22, 0x22),
                Color32::from_rgb(0xE5, 0x48, 0x3F),
            ),
            EventKind::Indians => (Color32::from_rgb(0xC2, 0x5B, 0x2A), Color32::WHITE),
            EventKind::Cavalry => (Color32::from_rgb(0x2F, 0x4F, 0x9E), Color32::WHITE),
            EventKind::Roulette => (Color32::from_rgb(0x8E, 0x1C, 0x1C), Color32::WHITE),
            EventKind::Child => (
                Color32::from_rgb(0xF6, 0xC8, 0xD8),
                Color32::from_rgb(0x1F, 0x6B, 0x35),
            ),
        },
    }
}

/// Draws a card `size` big: its colour, a simple picture and its name. Its accessible
/// label is `label`.
fn card_picture(ui: &mut Ui, v: Option<Visible>, size: Vec2, i18n: &I18n, label: &str) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter();
    let (face, ink) = card_colours(v);
    painter.rect(
        rect,
        size.x * 0.06,
        face,
        Stroke::new(size.x * 0.02, ink),
        egui::StrokeKind::Inside,
    );
    let word = v.map_or_else(String::new, |v| i18n.tr(&visible_name(v)).to_uppercase());
    let picture = egui::Rect::from_center_size(
        rect.center() - Vec2::new(0.0, size.y * 0.1),
        Vec2::splat(size.x * 0.55),
    );
    match v {
        Some(Visible::Cactus) => cactus(painter, picture, ink),
        Some(Visible::Child) | Some(Visible::Waiting(EventKind::Child)) => {
            cactus(painter, picture, ink);
            let head =
                picture.center() + Vec2::new(picture.width() * 0.42, picture.height() * 0.15);
            painter.circle_filled(
                head,
                picture.width() * 0.12,
                Color32::from_rgb(0xF0, 0xB0, 0x80),
            );
            painter.circle_stroke(head, picture.width() * 0.12, Stroke::new(2.0, ink));
        }
        Some(Visible::Waiting(EventKind::Sheriff)) => star(painter, picture, ink),
        Some(Visible::Waiting(EventKind::Roulette)) => cylinder(painter, picture, ink),
        Some(Visible::Waiting(EventKind::Cavalry)) => {
            let pole = picture.left() + picture.width() * 0.3;
            painter.line_segment(
                [
                    egui::pos2(pole, picture.top()),
                    egui::pos2(pole, picture.bottom()),
                ],
                Stroke::new(picture.width() * 0.05, ink),
            );
            painter.add(egui::Shape::convex_polygon(
                vec![
                    egui::pos2(pole, picture.top()),
                    egui::pos2(picture.right(), picture.top() + picture.height() * 0.2),
                    egui::pos2(pole, picture.top() + picture.height() * 0.4),
                ],
                ink,
                Stroke::NONE,
            ));
        }
        Some(Visible::Waiting(EventKind::Indians)) => {
            for k in 0..3 {
                let x = picture.left() + picture.width() * (0.25 + 0.25 * k as f32);
                painter.add(egui::Shape::convex_polygon(
                    vec![
                        egui::pos2(x, picture.top()),
                        egui::pos2(x + picture.width() * 0.1, picture.bottom()),
                        egui::pos2(x - picture.width() * 0.1, picture.bottom()),
                    ],
                    ink,
                    Stroke::NONE,
                ));
            }
        }
        Some(Visible::Waiting(EventKind::Bandits)) => {
            let band = egui::Rect::from_center_size(
                picture.center(),
                Vec2::new(picture.width(), picture.height() * 0.3),
            );
            painter.rect_filled(band, band.height() * 0.4, ink);
            for dx in [-0.22, 0.22] {
                painter.circle_filled(
                    band.center() + Vec2::new(picture.width() * dx, 0.0),
                    band.height() * 0.25,
                    face,
                );
            }
        }
        Some(Visible::CowboyFace) => {
            let brim = egui::Rect::from_center_size(
                picture.center() + Vec2::new(0.0, picture.height() * 0.15),
                Vec2::new(picture.width(), picture.height() * 0.14),
            );
            painter.rect_filled(brim, brim.height() * 0.5, ink);
            let crown = egui::Rect::from_center_size(
                picture.center() - Vec2::new(0.0, picture.height() * 0.08),
                Vec2::new(picture.width() * 0.5, picture.height() * 0.4),
            );
            painter.rect_filled(crown, crown.width() * 0.15, ink);
        }
        None | Some(Visible::Nothing) => {}
    }
    let font = (size.x * 0.16).clamp(12.0, 56.0);
    painter.text(
        egui::pos2(rect.center().x, rect.bottom() - size.y * 0.13),
        Align2::CENTER_CENTER,
        word,
        FontId::proportional(font),
        ink,
    );
    let label = label.to_owned();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, label.clone()));
}

/// A saguaro: a trunk and two arms.
fn cactus(painter: &egui::Painter, r: egui::Rect, ink: Color32) {
    let w = r.width();
    let trunk = egui::Rect::from_center_size(r.center(), Vec2::new(w * 0.24, r.height()));
    painter.rect_filled(trunk, w * 0.12, ink);
    let left = egui::Rect::from_min_size(
        egui::pos2(r.left() + w * 0.08, r.top() + r.height() * 0.2),
        Vec2::new(w * 0.16, r.height() * 0.4),
    );
    painter.rect_filled(left, w * 0.08, ink);
    painter.rect_filled(
        egui::Rect::from_min_size(
            egui::pos2(left.left(), left.bottom() - w * 0.14),
            Vec2::new(w * 0.4, w * 0.14),
        ),
        w * 0.07,
        ink,
    );
    let right = egui::Rect::from_min_size(
        egui::pos2(r.right() - w * 0.24, r.top() + r.height() * 0.35),
        Vec2::new(w * 0.16, r.height() * 0.35),
    );
    painter.rect_filled(right, w * 0.08, ink);
    painter.rect_filled(
        egui::Rect::from_min_size(
            egui::pos2(r.center().x, right.bottom() - w * 0.14),
            Vec2::new(w * 0.4, w * 0.14),
        ),
        w * 0.07,
        ink,
    );
}

/// A sheriff's star, five points.
fn star(painter: &egui::Painter, r: egui::Rect, ink: Color32) {
    let c = r.center();
    let (outer, inner) = (r.width() * 0.5, r.width() * 0.2);
    let points: Vec<egui::Pos2> = (0..10)
        .map(|k| {
            let a = std::f32::consts::PI * (k as f32 / 5.0) - std::f32::consts::FRAC_PI_2;
            let rad = if k % 2 == 0 { outer } else { inner };
            c + Vec2::new(a.cos(), a.sin()) * rad
        })
        .collect();
    // A star is not convex: draw its centre and its five points as triangles.
    painter.add(egui::Shape::convex_polygon(
        points.iter().skip(1).step_by(2).copied().collect(),
        ink,
        Stroke::NONE,
    ));
    for k in (0..10).step_by(2) {
        painter.add(egui::Shape::convex_polygon(
            vec![points[(k + 9) % 10], points[k], points[(k + 1) % 10]],
            ink,
            Stroke::NONE,
        ));
    }
}

/// A revolver's cylinder: six chambers round a pin.
fn cylinder(painter: &egui::Painter, r: egui::Rect, ink: Color32) {
    let c = r.center();
    painter.circle_filled(c, r.width() * 0.5, ink);
    for k in 0..6 {
        let a = std::f32::consts::TAU * k as f32 / 6.0;
        painter.circle_filled(
            c + Vec2::new(a.cos(), a.sin()) * r.width() * 0.3,
            r.width() * 0.1,
            Color32::from_gray(30),
        );
    }
    painter.circle_filled(c, r.width() * 0.06, Color32::from_gray(30));
}

/// The bullet circle: number 1 in the centre, the others around it in the drawn order.
fn bullet_circle(ui: &mut Ui, circle: &[u8], size: f32, i18n: &I18n) {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    let painter = ui.painter();
    let die = size * 0.24;
    let draw = |at: egui::Pos2, n: u8| {
        let r = egui::Rect::from_center_size(at, Vec2::splat(die));
        painter.rect(
            r,
            die * 0.18,
            Color32::from_rgb(0xE3, 0xC0, 0x8A),
            Stroke::new(2.0, Color32::from_rgb(0x2B, 0x1A, 0x0E)),
            egui::StrokeKind::Inside,
        );
        painter.text(
            at,
            Align2::CENTER_CENTER,
            n.to_string(),
            FontId::proportional(die * 0.7),
            Color32::from_rgb(0x2B, 0x1A, 0x0E),
        );
    };
    let c = rect.center();
    draw(c, 1);
    let m = circle.len().max(1) as f32;
    for (k, &n) in circle.iter().enumerate() {
        let a = std::f32::consts::TAU * k as f32 / m - std::f32::consts::FRAC_PI_2;
        draw(
            c + Vec2::new(a.cos(), a.sin()) * (size * 0.5 - die * 0.6),
            n,
        );
    }
    let order = circle
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let label = i18n.tr(&Message::new("fast-west-circle-accessible").text("order", order));
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, label.clone()));
}

fn header_ui(ui: &mut Ui, s: &FastWestState, i18n: &I18n) {
    let title = match &s.phase {
        Phase::Duel => Message::new("fast-west-phase-duel"),
        Phase::Over(r) => Message::new("fast-west-phase-over").text("name", name(s, r.winner)),
        Phase::Outcome { event, .. } => Message::new("fast-west-phase-outcome")
            .number("round", i64::from(s.round))
            .message("kind", Message::new(event.name_id())),
        Phase::Dealing | Phase::Flipping => Message::new("fast-west-phase-turn")
            .number("round", i64::from(s.round))
            .text("name", name(s, s.turn)),
    };
    ui.horizontal(|ui| {
        ui.label(RichText::new(i18n.tr(&title)).size(theme::TITLE).strong());
        if matches!(s.phase, Phase::Duel | Phase::Over(_)) {
            return;
        }
        ui.separator();
        let (c, e) = deal_for(s.cowboys.len(), s.round);
        let mode = match s.mode {
            Mode::Deck => "fast-west-header-deck",
            Mode::RealCards => "fast-west-header-real",
        };
        ui.label(
            RichText::new(
                i18n.tr(&Message::new(mode)
                    .number("cactus", c as i64)
                    .number("events", e as i64)
                    .number("left", s.left(s.turn) as i64)),
            )
            .size(20.0),
        );
    });
}

impl FastWestView {
    /// Flips the current cowboy's card (Deputy's deck), the main action (Space).
    pub fn flip(&mut self, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        if s.mode == Mode::Deck && s.may_flip().is_ok() {
            cx.act(FastWestAction::Flip);
        }
    }

    fn keys(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        match &s.phase {
            Phase::Flipping => {
                if pressed(ui, Key::Space) {
                    match s.mode {
                        Mode::Deck => cx.act(FastWestAction::Flip),
                        Mode::RealCards => cx.refuse(Message::new("fast-west-refuse-real-mode")),
                    }
                }
                if s.mode == Mode::RealCards {
                    for (key, _, card) in CARD_KEYS {
                        if pressed(ui, key) {
                            cx.act(FastWestAction::TellFlip(card));
                        }
                    }
                }
            }
            Phase::Outcome { event, .. } => {
                let n = s.cowboys.len();
                let digit = widgets::digit_key(ui, 0..=9).map(usize::from);
                let seat = digit.filter(|&d| (1..=n).contains(&d)).map(|d| d - 1);
                match event {
                    EventKind::Sheriff | EventKind::Cavalry => {
                        if let Some(p) = seat {
                            cx.act(FastWestAction::Resolve(Outcome::Slowest { player: p }));
                        }
                    }
                    EventKind::Bandits => {
                        if let Some(p) = seat {
                            self.form.losers[p] = !self.form.losers[p];
                        }
                        if pressed(ui, Key::Enter) {
                            cx.act(FastWestAction::Resolve(self.bandits()));
                        }
                    }
                    EventKind::Indians => {
                        if pressed(ui, Key::Enter) {
                            cx.act(FastWestAction::Resolve(Outcome::Indians {
                                held: self.form.held.clone(),
                            }));
                        }
                    }
                    EventKind::Roulette => {
                        if let Some(p) = seat {
                            cx.act(FastWestAction::Resolve(Outcome::Roulette { drew: p }));
                        }
                    }
                    EventKind::Child => {}
                }
                // Space does nothing until the event is resolved: it is consumed so it
                // never reaches another widget.
                pressed(ui, Key::Space);
            }
            Phase::Duel => self.duel_keys(ui, s, cx),
            Phase::Dealing | Phase::Over(_) => {}
        }
    }

    /// One cowboy's row of the duel form: seat, name, tokens, bullet and target. Returns
    /// whether a click changed it.
    fn duel_row_ui(&mut self, ui: &mut Ui, s: &FastWestState, i: usize, cx: &Cx<'_, '_>) -> bool {
        let n = s.cowboys.len();
        let mut changed = false;
        ui.horizontal_wrapped(|ui| {
            let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
            ui.label(RichText::new((i + 1).to_string()).size(28.0).strong());
            widgets::badge(ui, &self.badges[i], colour, 32.0);
            ui.label(RichText::new(name(s, i)).size(24.0).strong());
            ui.label(
                RichText::new(
                    cx.i18n.tr(&Message::new("fast-west-tokens")
                        .number("tokens", i64::from(s.cowboys[i].tokens))
                        .number("cap", i64::from(TOKEN_CAP))),
                )
                .size(20.0),
            );
            let label = cx
                .i18n
                .tr(&Message::new("fast-west-duel-bullet").text("name", name(s, i)));
            changed |=
                widgets::number_entry(ui, &label, 1..=s.bullets(), &mut self.form.bullets[i]);
            let targets: Vec<Choice> = (0..n)
                .filter(|&t| t != i)
                .map(|t| Choice {
                    index: t,
                    text: format!("{} {}", t + 1, name(s, t)),
                    label: cx.i18n.tr(&Message::new("fast-west-aims")
                        .text("name", name(s, i))
                        .text("target", name(s, t))),
                    why_not: None,
                })
                .collect();
            changed |= widgets::player_chooser(
                ui,
                &cx.i18n.text("fast-west-target"),
                &targets,
                &mut self.form.targets[i],
            );
        });
        changed
    }

    /// The final duel by keys: a digit fills the entry the keys point at (a cowboy's
    /// bullet, then the seat he aims at) and moves on; Backspace steps back and clears;
    /// Up/Down choose the cowboy; Enter resolves once every entry is filled.
    fn duel_keys(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let n = s.cowboys.len();
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        let before = self.form.clone();
        if let Some(d) = widgets::digit_key(ui, 0..=9) {
            if self.form.focus.is_none() {
                self.form.focus_first_empty();
            }
            match self.form.focus {
                Some((i, DuelField::Bullet)) => {
                    if (1..=s.bullets()).contains(&d) {
                        self.form.bullets[i] = Some(d);
                        self.form.advance();
                    } else {
                        cx.refuse(
                            FastWestRefusal::NumberOutOfRange {
                                bullets: s.bullets(),
                            }
                            .message(),
                        );
                    }
                }
                Some((i, DuelField::Target)) => {
                    let t = usize::from(d).wrapping_sub(1);
                    if t >= n {
                        cx.refuse(FastWestRefusal::NoSuchPlayer.message());
                    } else if t == i {
                        cx.refuse(FastWestRefusal::AimsAtSelf(name(s, i)).message());
                    } else {
                        self.form.targets[i] = Some(t);
                        self.form.advance();
                    }
                }
                None => {}
            }
        }
        if pressed(ui, Key::Backspace) {
            self.form.step_back();
        }
        let at = self.form.focus.map(|(i, _)| i);
        if pressed(ui, Key::ArrowUp) {
            let i = at.unwrap_or(n).saturating_sub(1);
            self.form.focus = Some((i, DuelField::Bullet));
        }
        if pressed(ui, Key::ArrowDown) {
            let i = at.map_or(0, |i| (i + 1).min(n.saturating_sub(1)));
            self.form.focus = Some((i, DuelField::Bullet));
        }
        if self.form != before && cx.refusal.is_some() {
            cx.clear_refusal(); // the key that did not fit is corrected
        }
        if pressed(ui, Key::Enter) {
            match self.form.hands() {
                Some(hands) => cx.act(FastWestAction::ResolveDuel { hands }),
                None => cx.refuse(Message::new("fast-west-duel-incomplete")),
            }
        }
    }

    fn bandits(&self) -> Outcome {
        Outcome::Bandits {
            losers: self
                .form
                .losers
                .iter()
                .enumerate()
                .filter_map(|(i, &l)| l.then_some(i))
                .collect(),
        }
    }

    fn players_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let n = s.cowboys.len();
        let over = matches!(s.phase, Phase::Over(_));
        widgets::player_grid(ui, n, 130.0, 4, |ui, i, width| {
            let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
            let c = &s.cowboys[i];
            widgets::player_card(ui, colour, false, width, |ui| {
                ui.horizontal(|ui| {
                    widgets::badge(ui, &self.badges[i], colour, 36.0);
                    ui.label(RichText::new(&c.name).size(28.0).strong());
                });
                let turn = i == s.turn && matches!(s.phase, Phase::Flipping);
                let tokens = cx.i18n.tr(&Message::new("fast-west-tokens")
                    .number("tokens", i64::from(c.tokens))
                    .number("cap", i64::from(TOKEN_CAP)));
                let mut text = RichText::new(tokens).size(theme::FIGURE).strong();
                if c.tokens >= TOKEN_CAP && !over {
                    text = text.color(theme::DANGER);
                }
                ui.label(text);
                let v = s.visible.get(i).copied().unwrap_or(Visible::Nothing);
                ui.horizontal(|ui| {
                    let label = cx.i18n.tr(&Message::new("fast-west-visible-accessible")
                        .text("name", c.name.clone())
                        .message("card", visible_name(v)));
                    card_picture(ui, Some(v), Vec2::new(58.0, 80.0), cx.i18n, &label);
                    ui.vertical(|ui| {
                        ui.label(RichText::new(cx.i18n.tr(&visible_name(v))).size(20.0));
                        ui.label(
                            cx.i18n
                                .tr(&Message::new("fast-west-left")
                                    .number("left", s.left(i) as i64)),
                        );
                        if turn {
                            ui.label(
                                RichText::new(cx.i18n.text("fast-west-to-flip"))
                                    .size(20.0)
                                    .strong()
                                    .color(theme::GOLD),
                            );
                        }
                    });
                });
            });
        });
    }

    fn actions_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        match &s.phase {
            Phase::Dealing => {
                ui.label(RichText::new(cx.i18n.text("fast-west-dealing")).size(24.0));
            }
            Phase::Flipping => {
                match s.mode {
                    Mode::Deck => {
                        let text = cx
                            .i18n
                            .tr(&Message::new("fast-west-flip").text("name", name(s, s.turn)));
                        let why = s.may_flip().err().map(|r| cx.i18n.tr(&r.message()));
                        if widgets::big_button(
                            ui,
                            &text,
                            why.as_deref(),
                            Some(&cx.i18n.text("key-space")),
                        )
                        .clicked()
                        {
                            self.flip(s, cx);
                        }
                    }
                    Mode::RealCards => self.tell_ui(ui, s, cx),
                }
                if s.child_visible() {
                    self.too_early_ui(ui, s, cx);
                }
            }
            Phase::Outcome { event, number, .. } => {
                self.outcome_ui(ui, s, *event, *number, cx);
                if s.child_visible() {
                    self.too_early_ui(ui, s, cx);
                }
            }
            Phase::Duel => {}
            Phase::Over(result) => {
                ui.label(
                    RichText::new(cx.i18n.tr(&winner_message(s, result)))
                        .size(theme::CAPTION)
                        .strong()
                        .color(theme::GOLD),
                );
                for line in duel_lines(s, result) {
                    ui.label(RichText::new(cx.i18n.tr(&line)).size(22.0));
                }
            }
        }
    }

    /// Real cards: one button (and one key) per kind of card.
    fn tell_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        ui.label(
            RichText::new(
                cx.i18n
                    .tr(&Message::new("fast-west-tell").text("name", name(s, s.turn))),
            )
            .size(24.0),
        );
        ui.horizontal_wrapped(|ui| {
            for (_, letter, card) in CARD_KEYS {
                let text = format!("{} ({letter})", cx.i18n.tr(&card_name(card)));
                let why = s.may_tell(card).err().map(|r| cx.i18n.tr(&r.message()));
                let tip = cx
                    .i18n
                    .tr(&Message::new("fast-west-key").text("key", letter));
                let button = egui::Button::new(RichText::new(text).size(24.0).strong())
                    .min_size(Vec2::new(150.0, theme::BIG_BUTTON_HEIGHT));
                let mut response = ui.add_enabled(why.is_none(), button).on_hover_text(tip);
                if let Some(why) = &why {
                    response = response.on_disabled_hover_text(why);
                }
                if response.clicked() {
                    cx.act(FastWestAction::TellFlip(card));
                }
            }
        });
    }

    fn too_early_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(cx.i18n.text("fast-west-too-early-title")).size(20.0));
            for i in 0..s.cowboys.len() {
                let text = cx
                    .i18n
                    .tr(&Message::new("fast-west-too-early").text("name", name(s, i)));
                if ui.button(text).clicked() {
                    cx.act(FastWestAction::GrabbedTooEarly { player: i });
                }
            }
        });
    }

    /// The outcome of the event waiting, in one step.
    fn outcome_ui(
        &mut self,
        ui: &mut Ui,
        s: &FastWestState,
        event: EventKind,
        number: Option<u8>,
        cx: &mut Cx<'_, '_>,
    ) {
        let n = s.cowboys.len();
        let players = |id: &'static str, cx: &Cx<'_, '_>| -> Vec<Choice> {
            (0..n)
                .map(|i| Choice {
                    index: i,
                    text: format!("{} {}", i + 1, name(s, i)),
                    label: cx.i18n.tr(&Message::new(id).text("name", name(s, i))),
                    why_not: None,
                })
                .collect()
        };
        let ask = |ui: &mut Ui, id: &'static str| {
            ui.label(RichText::new(cx.i18n.text(id)).size(24.0).strong());
        };
        match event {
            EventKind::Sheriff | EventKind::Cavalry => {
                let mut chosen = None;
                let title = cx.i18n.text("fast-west-ask-slowest");
                if widgets::player_chooser(
                    ui,
                    &title,
                    &players("fast-west-slowest", cx),
                    &mut chosen,
                ) && let Some(p) = chosen
                {
                    cx.act(FastWestAction::Resolve(Outcome::Slowest { player: p }));
                }
            }
            EventKind::Bandits => {
                ask(ui, "fast-west-ask-bandits");
                ui.horizontal_wrapped(|ui| {
                    for i in 0..n {
                        let on = self.form.losers[i];
                        let button = egui::Button::selectable(
                            on,
                            RichText::new(format!("{} {}", i + 1, name(s, i))).size(22.0),
                        )
                        .frame(true);
                        let response = ui.add(button);
                        let label = cx
                            .i18n
                            .tr(&Message::new("fast-west-bandit-loser").text("name", name(s, i)));
                        response.widget_info(|| {
                            WidgetInfo::selected(egui::Role::Button, true, on, label.clone())
                        });
                        if response.clicked() {
                            self.form.losers[i] = !on;
                        }
                    }
                });
                let none = !self.form.losers.contains(&true);
                let why = none.then(|| cx.i18n.text("fast-west-refuse-bandits"));
                if widgets::big_button(
                    ui,
                    &cx.i18n.text("fast-west-apply"),
                    why.as_deref(),
                    Some(&cx.i18n.text("key-enter")),
                )
                .clicked()
                {
                    cx.act(FastWestAction::Resolve(self.bandits()));
                }
            }
            EventKind::Indians => {
                ask(ui, "fast-west-ask-indians");
                let max = s.bullets();
                for i in 0..n {
                    let label = cx
                        .i18n
                        .tr(&Message::new("fast-west-held").text("name", name(s, i)));
                    let mut value = Some(self.form.held[i]);
                    if widgets::number_entry(ui, &label, 0..=max, &mut value) {
                        self.form.held[i] = value.unwrap_or(0);
                    }
                }
                let total: u32 = self.form.held.iter().map(|&h| u32::from(h)).sum();
                let outcome = Outcome::Indians {
                    held: self.form.held.clone(),
                };
                let why = s
                    .check_outcome(&outcome)
                    .err()
                    .map(|r| cx.i18n.tr(&r.message()));
                ui.label(
                    cx.i18n.tr(&Message::new("fast-west-held-total")
                        .number("held", i64::from(total))
                        .number("bullets", i64::from(max))),
                );
                if widgets::big_button(
                    ui,
                    &cx.i18n.text("fast-west-apply"),
                    why.as_deref(),
                    Some(&cx.i18n.text("key-enter")),
                )
                .clicked()
                {
                    cx.act(FastWestAction::Resolve(outcome));
                }
            }
            EventKind::Roulette => {
                let mut value = number;
                if widgets::number_entry(
                    ui,
                    &cx.i18n.text("fast-west-named-number"),
                    1..=s.bullets(),
                    &mut value,
                ) && let Some(v) = value
                {
                    cx.act(FastWestAction::NameNumber(v));
                }
                let mut chosen = None;
                let title = cx.i18n.text("fast-west-ask-roulette");
                if widgets::player_chooser(ui, &title, &players("fast-west-drew", cx), &mut chosen)
                    && let Some(p) = chosen
                {
                    cx.act(FastWestAction::Resolve(Outcome::Roulette { drew: p }));
                }
            }
            EventKind::Child => {}
        }
        ui.label(
            RichText::new(cx.i18n.text("fast-west-circle-reminder"))
                .size(20.0)
                .color(theme::GOLD),
        );
        ui.label(RichText::new(cx.i18n.text("fast-west-outcome-keys")).weak());
    }

    /// The final duel: each cowboy's bullet and target, then the result. The row the keys
    /// fill is framed in gold, with what they ask above the rows.
    fn duel_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        ui.label(
            RichText::new(cx.i18n.text("fast-west-duel-title"))
                .size(theme::CAPTION)
                .strong()
                .color(theme::DANGER),
        );
        ui.label(RichText::new(cx.i18n.text("fast-west-duel-help")).size(20.0));
        let n = s.cowboys.len();
        let prompt = match self.form.focus {
            Some((i, DuelField::Bullet)) => Message::new("fast-west-duel-ask-bullet")
                .text("name", name(s, i))
                .number("bullets", i64::from(s.bullets())),
            Some((i, DuelField::Target)) => Message::new("fast-west-duel-ask-target")
                .text("name", name(s, i))
                .number("count", n as i64)
                .number("seat", (i + 1) as i64),
            None => Message::new("fast-west-duel-ask-done"),
        };
        ui.label(
            RichText::new(cx.i18n.tr(&prompt))
                .size(28.0)
                .strong()
                .color(theme::GOLD),
        );
        // A refusal (a key that does not fit) right under what the keys ask.
        if let Some(refusal) = cx.refusal {
            widgets::refusal(ui, &cx.i18n.tr(refusal));
        }
        ui.label(RichText::new(cx.i18n.text("fast-west-duel-keys")).weak());
        let mut clicked = false;
        for i in 0..n {
            let now = self.form.focus.is_some_and(|(f, _)| f == i);
            let stroke = if now {
                Stroke::new(3.0, theme::GOLD)
            } else {
                Stroke::NONE
            };
            egui::Frame::new()
                .stroke(stroke)
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(8, 4))
                .show(ui, |ui| {
                    clicked |= self.duel_row_ui(ui, s, i, cx);
                });
        }
        if clicked {
            self.form.focus_first_empty();
            if cx.refusal.is_some() {
                cx.clear_refusal();
            }
        }
        let hands = self.form.hands();
        let why = match &hands {
            None => Some(cx.i18n.text("fast-west-duel-incomplete")),
            Some(h) => resolve_duel(&s.cowboys, h)
                .err()
                .map(|r| cx.i18n.tr(&r.message())),
        };
        if hands.is_some()
            && let Some(why) = &why
        {
            widgets::refusal(ui, why);
        }
        if let Some(hands) = &hands
            && let Ok(result) = resolve_duel(&s.cowboys, hands)
        {
            ui.label(RichText::new(cx.i18n.text("fast-west-duel-preview")).strong());
            for line in duel_lines(s, &result) {
                ui.label(RichText::new(cx.i18n.tr(&line)).size(20.0));
            }
        }
        if widgets::big_button(
            ui,
            &cx.i18n.text("fast-west-resolve-duel"),
            why.as_deref(),
            Some(&cx.i18n.text("key-enter")),
        )
        .clicked()
            && let Some(hands) = hands
        {
            cx.act(FastWestAction::ResolveDuel { hands });
        }
    }
}
