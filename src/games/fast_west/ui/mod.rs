//! Fast West's table view, in the host's table frame: the header (the round, whose turn,
//! the deal), the card just flipped, very large, with the bullet circle under it (the
//! aside), one card per cowboy (his tokens, the card in front of him and his cards left;
//! in the duel, his bullet, his target and what the duel does to him), and the dock: the
//! form of the moment (the card told with real cards, an event's outcome, "too early"
//! while a child is visible, the final duel, the result) with its main action at the
//! bottom right.
//!
//! Keyboard first: Space flips the current cowboy's card (Deputy's deck); with real
//! cards one letter tells each flip (C cactus, K child, S sheriff, B bandits, I Indians,
//! V cavalry, R roulette). An outcome is entered by seat numbers (the slowest, who drew
//! the number; a bandits' loser toggled); the Indians' counts seat after seat. The final
//! duel is typed too: each cowboy's bullet (1 to N), then the seat of his target, seat
//! after seat (Backspace steps back, Up/Down or a click on a card choose the cowboy,
//! Enter resolves). A value that cannot be (a bullet another cowboy holds, more bullets
//! held than exist, a digit out of range) is refused at once, beside the form, and
//! changes nothing.
//!
//! By region: `cowboys.rs` (the cowboys' cards), `outcome.rs` (the flip told and its
//! outcome form), `indians.rs` (the Indians' form), `duel.rs` (the duel form and its
//! result), `pictures.rs` (the cards' pictures); this file keeps the view, its keys,
//! the header, the aside and the dock's main action.

mod cowboys;
mod duel;
mod indians;
mod outcome;
mod pictures;

use duel::{duel_effect, result_ui};

use egui::{Color32, Key, RichText, Sense, Stroke, Ui, Vec2, WidgetInfo};

use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{CardSize, CardSpec, Header, Turn, View, ViewCx};
use crate::i18n::I18n;
use crate::kit::theme;
use crate::kit::widgets::{self, CardSizes, Choice, Typed};
use crate::session::Session;

use super::history::{tie_line, winner_message};
use super::rules::{
    Card, DuelHand, DuelResult, EventKind, FastWest, FastWestAction, FastWestRefusal,
    FastWestState, Mode, Outcome, Phase, TOKEN_CAP, Visible, card_name, deal_for, resolve_duel,
};
use super::{FastWestGame, FastWestPrefs};
use pictures::{CARD_ASPECT, bullet_circle, card_picture, visible_name};

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

/// The dock's height through the flips with five cowboys or more (the Indians' form on
/// two rows), in points.
const DOCK_HEIGHT: f32 = 222.0;
/// The dock's height through the flips with four cowboys or fewer, in points.
const DOCK_HEIGHT_FEW: f32 = 180.0;
/// The width of the aside (the card just flipped, the bullet circle), in points.
const ASIDE_WIDTH: f32 = 280.0;
/// The width of a cowboy's count in the Indians' form (name, −, count, +), in points.
const HELD_CELL: f32 = 188.0;
/// The height of the row of a cell of that form that holds the badge and the name, in
/// points.
const HELD_NAME_ROW: f32 = 24.0;
/// The name's size in that row, in points, and the smallest it is drawn before it is
/// cut (whole on hover).
const HELD_NAME_TEXT: f32 = 20.0;
/// See [`HELD_NAME_TEXT`].
const HELD_NAME_TEXT_MIN: f32 = 15.0;
/// The gap between two cells of that form, in points.
const HELD_GAP: f32 = 8.0;
/// The width of a − or + button in that cell, in points.
const HELD_STEP: f32 = 30.0;
/// The width of the count in that cell, in points.
const HELD_COUNT: f32 = 26.0;
/// The height of that cell's buttons (−, +), in points.
const HELD_BUTTON: f32 = 30.0;
/// The height of that cell, in points: its buttons, margins and the focus's stroke (8
/// cowboys take two rows, under the players' cards at 1280×720).
const HELD_ROW: f32 = HELD_NAME_ROW + 2.0 + HELD_BUTTON + 4.0;
/// The gap between two rows of that form's cells, in points.
const HELD_ROW_GAP: f32 = 3.0;
/// The size of the flip button's text, in points (the big buttons').
const FLIP_TEXT: f32 = 26.0;
/// The height of the too-early row, at the bottom of the form's column, in points.
const TOO_EARLY_ROW: f32 = 34.0;
/// The size of that row's title, in points.
const TOO_EARLY_TITLE: f32 = 20.0;
/// The gap between the tokens and the bullet on a cowboy's card in the duel, in ems.
const DUEL_GAP_EMS: f32 = 0.4;
/// Below this width, in points, a form is narrow (the History shown on a laptop) and
/// drops its captions and key hints to keep its height.
const NARROW_FORM: f32 = 700.0;
/// The size of the forms' titles and questions, in points.
const ASK_SIZE: f32 = 24.0;
/// The size of the forms' key hints, in points.
const KEYS_SIZE: f32 = 16.0;

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
    /// Indians: the cowboy whose count the keys fill next (`None`: every count typed).
    held_focus: Option<usize>,
    /// The duel: each cowboy's bullet.
    bullets: Vec<Option<u8>>,
    /// The duel: each cowboy's target.
    targets: Vec<Option<usize>>,
    /// The duel: the cowboy and the entry the keys fill next (`None`: all entered).
    focus: Option<(usize, DuelField)>,
    /// The duel: the cowboy whose entries the dock shows (the one the keys fill, or the
    /// last one they filled).
    shown: usize,
}

impl Form {
    fn new(n: usize) -> Self {
        Self {
            losers: vec![false; n],
            held: vec![0; n],
            held_focus: (n > 0).then_some(0),
            bullets: vec![None; n],
            targets: vec![None; n],
            focus: (n > 0).then_some((0, DuelField::Bullet)),
            shown: 0,
        }
    }

    /// A duel form filled with `hands` as entered (undoing the duel's result).
    fn with_hands(n: usize, hands: &[DuelHand]) -> Self {
        let mut form = Self::new(n);
        if hands.len() == n {
            form.bullets = hands.iter().map(|h| Some(h.bullet)).collect();
            form.targets = hands.iter().map(|h| Some(h.target)).collect();
            form.focus = None;
            form.shown = n.saturating_sub(1);
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

    /// Points the keys at `focus` and shows its cowboy.
    fn focus_on(&mut self, focus: Option<(usize, DuelField)>) {
        self.focus = focus;
        if let Some((i, _)) = focus {
            self.shown = i;
        }
    }

    /// Points the keys at cowboy `i`: his first entry still empty, else his bullet.
    fn choose(&mut self, i: usize) {
        let field = [DuelField::Bullet, DuelField::Target]
            .into_iter()
            .find(|&f| !self.filled((i, f)))
            .unwrap_or(DuelField::Bullet);
        self.focus_on(Some((i, field)));
    }

    /// Points the keys at the next entry still empty after the current one (going round
    /// to the first), or at nothing when every entry is filled (Enter resolves).
    fn advance(&mut self) {
        let steps = self.steps();
        let at = self
            .focus
            .and_then(|f| steps.iter().position(|&g| g == f))
            .unwrap_or(0);
        let next = (1..=steps.len())
            .map(|k| steps[(at + k) % steps.len()])
            .find(|&f| !self.filled(f));
        self.focus_on(next);
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
        self.focus_on(Some((i, field)));
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
    /// The hands of the duel last resolved, to bring the form back when it is undone
    /// and to show each cowboy's bullet and target with the result.
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

    fn table_keys(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        self.keys(ui, s, cx);
    }

    fn header(&self, s: &FastWestState, cx: &Cx<'_, '_>) -> Header {
        let t = |m: Message| cx.i18n.tr(&m);
        let round = i64::from(s.round);
        let (c, e) = deal_for(s.cowboys.len(), s.round);
        let deal = t(Message::new(match s.mode {
            Mode::Deck => "fast-west-header-deck",
            Mode::RealCards => "fast-west-header-real",
        })
        .number("cactus", c as i64)
        .number("events", e as i64));
        match &s.phase {
            Phase::Duel => Header {
                title: t(Message::new("fast-west-phase-duel")),
                turn: None,
                status: None,
            },
            Phase::Over(r) => Header {
                title: t(Message::new("fast-west-phase-over").text("name", name(s, r.winner))),
                turn: None,
                status: None,
            },
            Phase::Outcome { event, .. } => Header {
                title: t(Message::new("fast-west-phase-outcome")
                    .number("round", round)
                    .message("kind", Message::new(event.name_id()))),
                turn: None,
                status: Some(deal),
            },
            Phase::Dealing | Phase::Flipping => {
                let whose = t(Message::new("fast-west-turn").text("name", name(s, s.turn)));
                Header {
                    title: t(Message::new("fast-west-phase-round").number("round", round)),
                    turn: Some(Turn {
                        name: whose.clone(),
                        colour: self.colour(s.turn),
                        label: whose,
                    }),
                    status: Some(deal),
                }
            }
        }
    }

    fn aside_width(&self, s: &FastWestState) -> Option<f32> {
        matches!(
            s.phase,
            Phase::Dealing | Phase::Flipping | Phase::Outcome { .. }
        )
        .then_some(ASIDE_WIDTH)
    }

    fn aside_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        aside_ui(ui, s, cx.i18n);
    }

    /// One dock height through the flips and their outcomes, as tall as the tallest of
    /// their forms (the Indians' with eight cowboys): a form opening or closing never
    /// moves the players' cards or the dock's buttons (issue 27). The duel, whose table
    /// differs (no aside), sizes its dock to its one form.
    fn dock_height(&self, s: &FastWestState) -> Option<f32> {
        match s.phase {
            Phase::Duel | Phase::Over(_) => None,
            _ if s.cowboys.len() > 4 => Some(DOCK_HEIGHT),
            _ => Some(DOCK_HEIGHT_FEW),
        }
    }

    fn card_spec(&self, s: &FastWestState, cx: &Cx<'_, '_>) -> CardSpec {
        let t = |id: &'static str| cx.i18n.text(id);
        let duel = matches!(s.phase, Phase::Duel | Phase::Over(_));
        // In the duel, as many digits as the most tokens held (at most the cap, 5).
        let most = s.cowboys.iter().map(|c| c.tokens).max().unwrap_or(0);
        let widest = if duel {
            "8".repeat(most.to_string().len())
        } else {
            "5/5".to_owned()
        };
        let tokens = widgets::key_ems(&t("fast-west-card-tokens"), &widest);
        let second = if duel {
            widgets::figure_ems(&t("fast-west-card-bullet"), "8")
        } else {
            // The card in front of the cowboy, one row high, beside his cards left.
            PICTURE_EMS + widgets::figure_ems(&t("fast-west-card-left"), "8")
        };
        CardSpec {
            count: s.cowboys.len(),
            // The tokens, the key figure; the card in front and the cards left (the
            // duel: the tokens and the bullet on one row, in ems of the key size).
            key_rows: 1,
            key_ems: if duel {
                tokens + (second + DUEL_GAP_EMS) / theme::KEY_PER_FIGURE
            } else {
                tokens
            },
            figure_rows: usize::from(!duel),
            figure_ems: if duel { 0.0 } else { second },
            // The card's name (the duel: the target, and what the duel does).
            text_rows: if duel { 2 } else { 1 },
            button_rows: 0,
            min_width: 0.0,
        }
    }

    fn player_ui(
        &mut self,
        ui: &mut Ui,
        s: &FastWestState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let colour = self.colour(i);
        widgets::framed_card(ui, card, colour, false, |ui| {
            self.card_ui(ui, s, i, card, cx.i18n);
        });
        let marked = match &s.phase {
            Phase::Flipping | Phase::Dealing => i == s.turn,
            Phase::Outcome { flipper, .. } => i == *flipper,
            Phase::Duel => self.form.focus.is_some_and(|(f, _)| f == i),
            Phase::Over(r) => i == r.winner,
        };
        if marked {
            ui.painter().rect_stroke(
                card.rect.expand(4.0),
                12.0,
                Stroke::new(3.0, theme::GOLD),
                egui::StrokeKind::Inside,
            );
        }
        if s.phase == Phase::Duel {
            // A click on a cowboy's card chooses him in the duel's form.
            let response = ui.interact(
                card.rect,
                ui.scope_id().with(("fw-duel-card", i)),
                Sense::click(),
            );
            let label = cx
                .i18n
                .tr(&Message::new("fast-west-duel-choose").text("name", name(s, i)));
            response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, label.clone()));
            if response
                .on_hover_cursor(egui::CursorIcon::PointingHand)
                .clicked()
            {
                self.form.choose(i);
            }
        }
    }

    fn dock_form_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        // The form's whole column (the frame stretches it to the dock's height): the
        // too-early row keeps its bottom.
        let column = ui.max_rect();
        match &s.phase {
            Phase::Dealing => form_text(ui, &cx.i18n.text("fast-west-dealing")),
            Phase::Flipping => {
                match s.mode {
                    Mode::Deck => form_text(
                        ui,
                        &cx.i18n
                            .tr(&Message::new("fast-west-flip-hint").text("name", name(s, s.turn))),
                    ),
                    Mode::RealCards => self.tell_ui(ui, s, cx),
                }
                if s.child_visible() {
                    self.too_early_ui(ui, column, s, cx);
                }
            }
            Phase::Outcome { event, number, .. } => {
                self.outcome_ui(ui, s, *event, *number, cx);
                if s.child_visible() {
                    self.too_early_ui(ui, column, s, cx);
                }
            }
            Phase::Duel => self.duel_form_ui(ui, s, cx),
            Phase::Over(result) => result_ui(ui, s, result, cx.i18n),
        }
    }

    fn dock_action_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let enter = cx.i18n.text("key-enter");
        match &s.phase {
            Phase::Dealing | Phase::Flipping if s.mode == Mode::Deck => {
                let flip = self.flip_button(ui, s, cx);
                if flip.clicked() {
                    self.flip(s, cx);
                }
            }
            Phase::Outcome {
                event: EventKind::Bandits,
                ..
            } => {
                let outcome = self.bandits();
                let why = s
                    .check_outcome(&outcome)
                    .err()
                    .map(|r| cx.i18n.tr(&r.message()));
                let text = cx.i18n.text("fast-west-apply");
                if widgets::big_button(ui, &text, why.as_deref(), Some(&enter)).clicked() {
                    cx.act(FastWestAction::Resolve(outcome));
                }
            }
            Phase::Outcome {
                event: EventKind::Indians,
                ..
            } => {
                let total: u32 = self.form.held.iter().map(|&h| u32::from(h)).sum();
                ui.label(
                    RichText::new(
                        cx.i18n.tr(&Message::new("fast-west-held-total")
                            .number("held", i64::from(total))
                            .number("bullets", i64::from(s.bullets()))),
                    )
                    .size(22.0),
                );
                let outcome = Outcome::Indians {
                    held: self.form.held.clone(),
                };
                let why = s
                    .check_outcome(&outcome)
                    .err()
                    .map(|r| cx.i18n.tr(&r.message()));
                let text = cx.i18n.text("fast-west-apply");
                if widgets::big_button(ui, &text, why.as_deref(), Some(&enter)).clicked() {
                    cx.act(FastWestAction::Resolve(outcome));
                }
            }
            Phase::Duel => self.duel_actions_ui(ui, s, cx),
            _ => {}
        }
    }

    fn dock_step(&self, s: &FastWestState) -> u64 {
        let seat = |i: Option<usize>| i.map_or(0, |i| i as u64 + 1);
        match &s.phase {
            Phase::Dealing => 1,
            Phase::Flipping => 2,
            Phase::Over(_) => 3,
            Phase::Outcome {
                event: EventKind::Indians,
                ..
            } => 100 + seat(self.form.held_focus),
            // A loser ticked or unticked starts a new step (a refusal of none is gone).
            Phase::Outcome {
                event: EventKind::Bandits,
                ..
            } => {
                200 + self
                    .form
                    .losers
                    .iter()
                    .enumerate()
                    .map(|(i, &l)| u64::from(l) << i)
                    .sum::<u64>()
            }
            Phase::Outcome { .. } => 4,
            // The entry the keys fill: a refusal leaves when the next entry is made.
            Phase::Duel => {
                1000 + self.form.focus.map_or(0, |(i, f)| {
                    1 + 2 * i as u64 + u64::from(f == DuelField::Target)
                })
            }
        }
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
        // A number named or a cowboy who grabbed too early leaves the outcome being
        // entered as it is.
        if !matches!(
            action,
            FastWestAction::NameNumber(_) | FastWestAction::GrabbedTooEarly { .. }
        ) {
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

/// The width of the card in front of a cowboy, one figure row high, with the gap after
/// it, in ems of the figure size.
const PICTURE_EMS: f32 = theme::ROW_PER_POINT * CARD_ASPECT + 0.3;

fn name(s: &FastWestState, i: usize) -> String {
    s.cowboys
        .get(i)
        .map_or_else(String::new, |c| c.name.clone())
}

/// The aside: whose card was flipped last, the card as large as the aside allows, and
/// the bullet circle under it (its caption in gold while an event waits: the bullets go
/// back to the circle after it).
fn aside_ui(ui: &mut Ui, s: &FastWestState, i18n: &I18n) {
    let area = ui.available_rect_before_wrap();
    let (card, owner) = super::public::shown_card(s).unzip();
    let caption_row = 30.0;
    let gap = ui.spacing().item_spacing.y;
    let room = (area.height() - 2.0 * (caption_row + gap) - gap).max(0.0);
    let card_height = (room * 0.6).min(area.width() / CARD_ASPECT);
    let circle = (room - card_height).min(area.width()).max(0.0);
    let caption = |ui: &mut Ui, text: &str, colour: Option<Color32>| {
        let mut text = RichText::new(text).size(22.0);
        if let Some(colour) = colour {
            text = text.color(theme::accent(ui, colour)).strong();
        }
        ui.add_sized(
            Vec2::new(area.width(), caption_row),
            egui::Label::new(text).truncate(),
        )
    };
    ui.vertical_centered(|ui| {
        let whose = match owner {
            Some(o) => i18n.tr(&Message::new("fast-west-aside-whose").text("name", name(s, o))),
            None => i18n.text("fast-west-aside-none"),
        };
        caption(ui, &whose, None);
        let label = match card {
            Some(v) => i18n.tr(&Message::new("fast-west-shown-card")
                .text("name", owner.map_or_else(String::new, |o| name(s, o)))
                .message("card", visible_name(v))),
            None => i18n.text("fast-west-no-card"),
        };
        card_picture(
            ui,
            card,
            Vec2::new(card_height * CARD_ASPECT, card_height),
            i18n,
            &label,
        );
        let waiting = matches!(s.phase, Phase::Outcome { .. });
        if waiting {
            // After the event the bullets go back to the circle: said over it, in gold,
            // the whole sentence on hover.
            caption(ui, &i18n.text("fast-west-circle-back"), Some(theme::GOLD))
                .on_hover_text(i18n.text("fast-west-circle-reminder"));
        } else {
            caption(ui, &i18n.text("fast-west-circle-title"), None);
        }
        bullet_circle(ui, &s.circle, circle, i18n);
    });
}

/// A line of a form: a question or a hint, wrapped to the form's width.
fn form_text(ui: &mut Ui, text: &str) {
    ui.add(
        egui::Label::new(RichText::new(text).size(ASK_SIZE)).wrap_mode(egui::TextWrapMode::Wrap),
    );
}

/// A form's key hint, small and faint, wrapped.
fn keys_text(ui: &mut Ui, text: &str) {
    ui.add(
        egui::Label::new(RichText::new(text).size(KEYS_SIZE).weak())
            .wrap_mode(egui::TextWrapMode::Wrap),
    );
}

impl FastWestView {
    /// The duel's bullets entered so far, per cowboy (`None`: not yet).
    #[must_use]
    pub fn duel_bullets(&self) -> &[Option<u8>] {
        &self.form.bullets
    }

    /// The Indians' counts entered so far, per cowboy.
    #[must_use]
    pub fn held(&self) -> &[u8] {
        &self.form.held
    }

    /// Flips the current cowboy's card (Deputy's deck), the main action (Space).
    pub fn flip(&mut self, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        if s.mode == Mode::Deck && s.may_flip().is_ok() {
            cx.act(FastWestAction::Flip);
        }
    }

    /// The main action with Deputy's deck: "Flip Ann's card", as wide as the action
    /// column whoever's card it is, on one line. When one cowboy's "Flip …'s card" would
    /// not fit at the big buttons' size, every flip shows the short "Flip the card" (the
    /// header names whose turn it is; the full sentence is the button's label and
    /// tooltip), so the button never moves or changes its look from one cowboy to the
    /// next (issue 27: it wrapped to two lines and moved up, or widened with a long name).
    fn flip_button(&self, ui: &mut Ui, s: &FastWestState, cx: &Cx<'_, '_>) -> egui::Response {
        let flip = |i: usize| {
            cx.i18n
                .tr(&Message::new("fast-west-flip").text("name", name(s, i)))
        };
        let width = ui.available_width();
        let room = width - 2.0 * ui.spacing().button_padding.x;
        let all_fit =
            (0..s.cowboys.len()).all(|i| widgets::text_width(ui, &flip(i), FLIP_TEXT) <= room);
        let label = flip(s.turn);
        let text = if all_fit {
            label.clone()
        } else {
            cx.i18n.text("fast-west-flip-short")
        };
        let why = s.may_flip().err().map(|r| cx.i18n.tr(&r.message()));
        let space = cx.i18n.text("key-space");
        let tip = format!("{label} ({space})");
        let response = widgets::action_button(
            ui,
            &text,
            FLIP_TEXT,
            Vec2::new(width, theme::BIG_BUTTON_HEIGHT),
            why.as_deref(),
            Some(&tip),
        );
        let enabled = why.is_none();
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, label.clone()));
        response
    }

    fn colour(&self, i: usize) -> Color32 {
        self.colours.get(i).copied().unwrap_or(theme::GOLD)
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
                if *event == EventKind::Indians {
                    self.indians_keys(ui, s, cx);
                } else {
                    self.outcome_keys(ui, s, *event, cx);
                }
                // Space does nothing until the event is resolved: it is consumed so it
                // never reaches another widget.
                pressed(ui, Key::Space);
            }
            Phase::Duel => self.duel_keys(ui, s, cx),
            Phase::Dealing | Phase::Over(_) => {}
        }
    }
}
