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

mod pictures;

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

/// The width of the aside (the card just flipped, the bullet circle), in points.
const ASIDE_WIDTH: f32 = 280.0;
/// The width of a cowboy's count in the Indians' form (name, −, count, +), in points.
const HELD_CELL: f32 = 188.0;
/// The narrowest seat and name worth showing in that cell, in points (below, the badge
/// alone).
const HELD_NAME_MIN: f32 = 50.0;
/// The gap between two cells of that form, in points.
const HELD_GAP: f32 = 8.0;
/// The width of a − or + button in that cell, in points.
const HELD_STEP: f32 = 30.0;
/// The width of the count in that cell, in points.
const HELD_COUNT: f32 = 26.0;
/// What a cell takes besides the name: margins, badge, −, count, + and their gaps.
const HELD_FIXED: f32 = 8.0 + 26.0 + 2.0 * HELD_STEP + HELD_COUNT + 4.0 * 3.0;
/// The height of that cell's buttons (−, +), in points.
const HELD_BUTTON: f32 = 32.0;
/// The height of that cell, in points: its buttons, margins and the focus's stroke (8
/// cowboys take two rows, under the players' cards at 1280×720).
const HELD_ROW: f32 = HELD_BUTTON + 8.0;
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
        let tokens = widgets::figure_ems(&t("fast-west-card-tokens"), &widest);
        let second = if duel {
            widgets::figure_ems(&t("fast-west-card-bullet"), "8")
        } else {
            // The card in front of the cowboy, one row high, beside his cards left.
            PICTURE_EMS + widgets::figure_ems(&t("fast-west-card-left"), "8")
        };
        CardSpec {
            count: s.cowboys.len(),
            // Tokens; the card in front and the cards left (the duel: tokens and bullet
            // on one row).
            figure_rows: if duel { 1 } else { 2 },
            figure_ems: if duel {
                tokens + second + DUEL_GAP_EMS
            } else {
                tokens.max(second)
            },
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
                    self.too_early_ui(ui, s, cx);
                }
            }
            Phase::Outcome { event, number, .. } => {
                self.outcome_ui(ui, s, *event, *number, cx);
                if s.child_visible() {
                    self.too_early_ui(ui, s, cx);
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
                let text = cx
                    .i18n
                    .tr(&Message::new("fast-west-flip").text("name", name(s, s.turn)));
                let why = s.may_flip().err().map(|r| cx.i18n.tr(&r.message()));
                let space = cx.i18n.text("key-space");
                if widgets::big_button(ui, &text, why.as_deref(), Some(&space)).clicked() {
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
            text = text.color(colour).strong();
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

/// Text on a card, at `size` or a little smaller if it does not fit otherwise (down to
/// 70 %), in sections of their own colours, on at most `rows` lines, cut with "…" beyond
/// (the whole text on hover).
fn card_text(ui: &mut Ui, sections: &[(String, Color32)], size: f32, rows: usize) {
    let width = ui.available_width();
    let layout = |ui: &Ui, size: f32| {
        let mut job = egui::text::LayoutJob::default();
        for (text, colour) in sections {
            job.append(
                text,
                0.0,
                egui::TextFormat::simple(egui::FontId::proportional(size), *colour),
            );
        }
        job.wrap = egui::text::TextWrapping {
            max_rows: rows,
            break_anywhere: false,
            overflow_character: Some('…'),
            max_width: width,
        };
        ui.fonts_mut(|f| f.layout_job(job))
    };
    let mut shown = size;
    let mut galley = layout(ui, shown);
    while galley.elided && shown > size * 0.7 {
        shown -= size * 0.05;
        galley = layout(ui, shown);
    }
    let whole: String = sections.iter().map(|(t, _)| t.as_str()).collect();
    let response = ui.add(egui::Label::new(galley).selectable(false));
    if !whole.is_empty() {
        response.on_hover_text(whole);
    }
}

/// What the duel does to cowboy `i`, for his card: hit by whom, or how many tokens he
/// gives (and whether he won).
fn duel_effect(s: &FastWestState, result: &DuelResult, i: usize) -> Option<Message> {
    if let Some(&(winner, _)) = result.pairs.iter().find(|&&(_, loser)| loser == i) {
        return Some(Message::new("fast-west-card-hit").text("name", name(s, winner)));
    }
    result
        .gifts
        .iter()
        .find(|&&(giver, _, _)| giver == i)
        .map(|&(_, _, count)| {
            Message::new("fast-west-card-gives").number("count", i64::from(count))
        })
}

/// The result of the duel in the dock: the winner, large; the tie broken by the bullets,
/// if it was; the standings. (Each cowboy's card shows who hit him or what he gave.)
fn result_ui(ui: &mut Ui, s: &FastWestState, result: &DuelResult, i18n: &I18n) {
    ui.label(
        RichText::new(i18n.tr(&winner_message(s, result)))
            .size(theme::CAPTION)
            .strong()
            .color(theme::GOLD),
    );
    let standings = result
        .tokens
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{} {t}", name(s, i)))
        .collect::<Vec<_>>()
        .join(", ");
    let lines = tie_line(s, result).into_iter().chain(std::iter::once(
        Message::new("fast-west-duel-standings").text("standings", standings),
    ));
    for line in lines {
        ui.add(
            egui::Label::new(RichText::new(i18n.tr(&line)).size(22.0))
                .wrap_mode(egui::TextWrapMode::Wrap),
        );
    }
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

    fn colour(&self, i: usize) -> Color32 {
        self.colours.get(i).copied().unwrap_or(theme::GOLD)
    }

    /// One cowboy's card: his name, his tokens, then the card in front of him and his
    /// cards left (the duel: his bullet, his target and what the duel does to him).
    fn card_ui(&self, ui: &mut Ui, s: &FastWestState, i: usize, card: &CardSize, i18n: &I18n) {
        let c = &s.cowboys[i];
        let colour = self.colour(i);
        widgets::card_name(ui, card, &self.badges[i], &c.name, colour, false);
        let named = |m: Message| i18n.tr(&m.text("name", c.name.clone()));
        let duel = matches!(s.phase, Phase::Duel | Phase::Over(_));
        let tokens = if duel {
            c.tokens.to_string()
        } else {
            format!("{}/{TOKEN_CAP}", c.tokens)
        };
        let tokens_colour = match &s.phase {
            Phase::Over(r) if r.winner == i => Some(theme::GOLD),
            _ if !duel && c.tokens >= TOKEN_CAP => Some(theme::DANGER),
            _ => None,
        };
        let tokens_label =
            named(Message::new("fast-west-figure-tokens").number("tokens", i64::from(c.tokens)));
        let tokens_caption = i18n.text("fast-west-card-tokens");
        let tokens_figure = |ui: &mut Ui| {
            widgets::card_figure(
                ui,
                card,
                &tokens_caption,
                &tokens,
                tokens_colour,
                &tokens_label,
            );
        };
        let text = ui.visuals().text_color();
        if !duel {
            tokens_figure(ui);
        }
        if duel {
            let (bullet, target, result) = match &s.phase {
                Phase::Over(result) => {
                    let hand = self.last_duel.as_ref().and_then(|h| h.get(i));
                    (
                        result.bullets.get(i).copied(),
                        hand.map(|h| h.target),
                        Some(result.clone()),
                    )
                }
                _ => {
                    let preview = self
                        .form
                        .hands()
                        .and_then(|h| resolve_duel(&s.cowboys, &h).ok());
                    (self.form.bullets[i], self.form.targets[i], preview)
                }
            };
            let figure = bullet.map_or_else(|| "–".to_owned(), |b| b.to_string());
            let label = match bullet {
                Some(b) => {
                    named(Message::new("fast-west-figure-bullet").number("bullet", i64::from(b)))
                }
                None => named(Message::new("fast-west-figure-no-bullet")),
            };
            // The tokens and the bullet on one row: two rows of cards stay readable with
            // the History shown.
            ui.horizontal_top(|ui| {
                tokens_figure(ui);
                widgets::card_figure(
                    ui,
                    card,
                    &i18n.text("fast-west-card-bullet"),
                    &figure,
                    None,
                    &label,
                );
            });
            let aims = match target {
                Some(t) => Message::new("fast-west-card-aims").text("name", name(s, t)),
                None => Message::new("fast-west-card-no-target"),
            };
            let mut sections = vec![(i18n.tr(&aims), text)];
            if let Some(result) = &result
                && let Some(effect) = duel_effect(s, result, i)
            {
                let hit = result.pairs.iter().any(|&(_, l)| l == i);
                sections.push((" · ".to_owned(), text));
                sections.push((
                    i18n.tr(&effect),
                    if hit { theme::DANGER } else { theme::GOLD },
                ));
            }
            if matches!(&s.phase, Phase::Over(r) if r.winner == i) {
                sections.push((" · ".to_owned(), text));
                sections.push((i18n.text("fast-west-card-winner"), theme::GOLD));
            }
            card_text(ui, &sections, card.sizes.text, 2);
        } else {
            let v = s.visible.get(i).copied().unwrap_or(Visible::Nothing);
            ui.horizontal_top(|ui| {
                // As high as the figure beside it once laid out (whole pixels, see
                // `widgets::card_figure`).
                let high = CardSizes::row(card.sizes.figure).ceil();
                let label = i18n.tr(&Message::new("fast-west-visible-accessible")
                    .text("name", c.name.clone())
                    .message("card", visible_name(v)));
                card_picture(
                    ui,
                    Some(v),
                    Vec2::new(high * CARD_ASPECT, high),
                    i18n,
                    &label,
                );
                let left = s.left(i);
                widgets::card_figure(
                    ui,
                    card,
                    &i18n.text("fast-west-card-left"),
                    &left.to_string(),
                    None,
                    &named(Message::new("fast-west-figure-left").number("left", left as i64)),
                );
            });
            let mut sections = vec![(i18n.tr(&visible_name(v)), text)];
            if i == s.turn && s.phase == Phase::Flipping {
                sections.push((" · ".to_owned(), text));
                sections.push((i18n.text("fast-west-to-flip"), theme::GOLD));
            }
            card_text(ui, &sections, card.sizes.text, 1);
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

    /// An outcome by seat numbers: the slowest, who drew the number, a bandits' loser
    /// toggled (Enter applies). A seat that does not exist is refused.
    fn outcome_keys(
        &mut self,
        ui: &mut Ui,
        s: &FastWestState,
        event: EventKind,
        cx: &mut Cx<'_, '_>,
    ) {
        let n = s.cowboys.len();
        let seats = 1..=u8::try_from(n).unwrap_or(u8::MAX);
        let seat = match widgets::typed_digit(ui, seats.clone()) {
            Some(Typed::Value(d)) => Some(usize::from(d) - 1),
            Some(Typed::OutOfRange(d)) => {
                cx.refuse(widgets::digit_refusal(d, seats));
                None
            }
            None => None,
        };
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
                if ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Enter)) {
                    cx.act(FastWestAction::Resolve(self.bandits()));
                }
            }
            EventKind::Roulette => {
                if let Some(p) = seat {
                    cx.act(FastWestAction::Resolve(Outcome::Roulette { drew: p }));
                }
            }
            EventKind::Indians | EventKind::Child => {}
        }
    }

    /// The Indians by keys: a digit is the count of the cowboy the keys point at, then
    /// the next; Backspace steps back; Up/Down choose the cowboy; Enter applies.
    fn indians_keys(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let n = s.cowboys.len();
        let counts = 0..=s.bullets();
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        match widgets::typed_digit(ui, counts.clone()) {
            Some(Typed::Value(d)) => {
                let i = self.form.held_focus.unwrap_or(0);
                if self.set_held(s, i, d, cx) {
                    self.form.held_focus = (i + 1 < n).then_some(i + 1);
                }
            }
            Some(Typed::OutOfRange(d)) => cx.refuse(widgets::digit_refusal(d, counts)),
            None => {}
        }
        if pressed(ui, Key::Backspace) {
            let i = self.form.held_focus.unwrap_or(n).saturating_sub(1);
            self.form.held[i] = 0;
            self.form.held_focus = Some(i);
        }
        if pressed(ui, Key::ArrowUp) {
            self.form.held_focus = Some(self.form.held_focus.unwrap_or(n).saturating_sub(1));
        }
        if pressed(ui, Key::ArrowDown) {
            self.form.held_focus = Some(
                self.form
                    .held_focus
                    .map_or(0, |i| (i + 1).min(n.saturating_sub(1))),
            );
        }
        if pressed(ui, Key::Enter) {
            cx.act(FastWestAction::Resolve(Outcome::Indians {
                held: self.form.held.clone(),
            }));
        }
    }

    /// Sets cowboy `i`'s count of bullets held, unless the total would exceed the
    /// bullets on the table: then it is refused with the reason, and nothing changes.
    /// Returns whether it was set.
    fn set_held(&mut self, s: &FastWestState, i: usize, count: u8, cx: &mut Cx<'_, '_>) -> bool {
        let mut held = self.form.held.clone();
        let Some(slot) = held.get_mut(i) else {
            return false;
        };
        *slot = count;
        match s.check_outcome(&Outcome::Indians { held: held.clone() }) {
            Ok(()) => {
                self.form.held = held;
                true
            }
            Err(refusal) => {
                cx.refuse(refusal.message());
                false
            }
        }
    }

    /// Real cards: one button (and one key) per kind of card, greyed with the reason
    /// when the cowboy's pile cannot hold it.
    fn tell_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        form_text(
            ui,
            &cx.i18n
                .tr(&Message::new("fast-west-tell").text("name", name(s, s.turn))),
        );
        ui.horizontal_wrapped(|ui| {
            for (_, letter, card) in CARD_KEYS {
                let text = format!("{} ({letter})", cx.i18n.tr(&card_name(card)));
                let why = s.may_tell(card).err().map(|r| cx.i18n.tr(&r.message()));
                let tip = cx
                    .i18n
                    .tr(&Message::new("fast-west-key").text("key", letter));
                if widgets::action_button(
                    ui,
                    &text,
                    22.0,
                    Vec2::new(120.0, 48.0),
                    why.as_deref(),
                    Some(&tip),
                )
                .clicked()
                {
                    cx.act(FastWestAction::TellFlip(card));
                }
            }
        });
    }

    /// While a child is visible: one button per cowboy who grabbed a bullet too early.
    fn too_early_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let tip = cx.i18n.text("fast-west-too-early-tooltip");
        let title = cx.i18n.text("fast-west-too-early-title");
        // The names on one row when they fit; else the badges' initials (the names on
        // hover and in the buttons' labels), so that the form keeps its height.
        let width = |ui: &Ui, text: &str, size: f32| {
            ui.fonts_mut(|f| {
                f.layout_no_wrap(
                    text.to_owned(),
                    egui::FontId::proportional(size),
                    Color32::WHITE,
                )
            })
            .size()
            .x
        };
        let button_size = egui::TextStyle::Button.resolve(ui.style()).size;
        let padding = 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x;
        let names_width = width(ui, &title, 20.0)
            + (0..s.cowboys.len())
                .map(|i| width(ui, &name(s, i), button_size) + padding)
                .sum::<f32>();
        let short = names_width > ui.available_width();
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(title).size(20.0))
                .on_hover_text(&tip);
            for i in 0..s.cowboys.len() {
                let label = cx
                    .i18n
                    .tr(&Message::new("fast-west-too-early").text("name", name(s, i)));
                let text = if short {
                    self.badges[i].clone()
                } else {
                    name(s, i)
                };
                if widgets::labelled_button(ui, &text, &label, None, Some(&tip)).clicked() {
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
        // A question that a seat number answers says so: "(keys 1 to 8)".
        let by_seat = |ask: String| {
            let keys = cx
                .i18n
                .tr(&Message::new("fast-west-by-seat").number("count", n as i64));
            format!("{ask} {keys}")
        };
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
        match event {
            EventKind::Sheriff | EventKind::Cavalry => {
                let mut chosen = None;
                let title = by_seat(cx.i18n.text("fast-west-ask-slowest"));
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
                form_text(ui, &cx.i18n.text("fast-west-ask-bandits"));
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
                keys_text(
                    ui,
                    &cx.i18n
                        .tr(&Message::new("fast-west-bandits-keys").number("count", n as i64)),
                );
            }
            EventKind::Indians => self.indians_ui(ui, s, cx),
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
                let title = by_seat(
                    cx.i18n.tr(&Message::new("fast-west-ask-roulette")
                        .number("number", i64::from(number.unwrap_or(0)))),
                );
                if widgets::player_chooser(ui, &title, &players("fast-west-drew", cx), &mut chosen)
                    && let Some(p) = chosen
                {
                    cx.act(FastWestAction::Resolve(Outcome::Roulette { drew: p }));
                }
            }
            EventKind::Child => {}
        }
    }

    /// The Indians: each cowboy's count with − and +, in a grid; the cell the keys fill
    /// framed in gold.
    fn indians_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let max = s.bullets();
        // What the keys fill now, in gold; the other keys on hover.
        let prompt = match self.form.held_focus {
            Some(i) => Message::new("fast-west-ask-indians-seat")
                .text("name", name(s, i))
                .number("bullets", i64::from(max)),
            None => Message::new("fast-west-ask-indians-done"),
        };
        ui.label(
            RichText::new(cx.i18n.tr(&prompt))
                .size(ASK_SIZE)
                .strong()
                .color(theme::GOLD),
        )
        .on_hover_text(
            cx.i18n
                .tr(&Message::new("fast-west-indians-keys").number("bullets", i64::from(max))),
        );
        let mut change = None;
        // Two rows from five cowboys on, each cell as wide as the form allows: the name
        // is cut (whole on hover), and left out beside the badge when there is no room
        // (the History shown on a laptop).
        let n = s.cowboys.len();
        let columns = if n > 4 { n.div_ceil(2) } else { n.max(1) };
        let room = (ui.available_width() - HELD_GAP * (columns - 1) as f32) / columns as f32;
        let cell = room.min(HELD_CELL);
        let name_width = cell - HELD_FIXED;
        let seats: Vec<usize> = (0..n).collect();
        for row in seats.chunks(columns) {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = HELD_GAP;
                for &i in row {
                    let held = self.form.held[i];
                    let focused = self.form.held_focus == Some(i);
                    let stroke = if focused {
                        Stroke::new(3.0, theme::GOLD)
                    } else {
                        Stroke::new(1.0, ui.visuals().widgets.noninteractive.bg_stroke.color)
                    };
                    ui.allocate_ui(Vec2::new(cell, HELD_ROW), |ui| {
                        egui::Frame::new()
                            .stroke(stroke)
                            .corner_radius(6.0)
                            .inner_margin(egui::Margin::symmetric(4, 1))
                            .show(ui, |ui| {
                                ui.set_width(cell - 8.0);
                                ui.horizontal(|ui| {
                                    ui.spacing_mut().item_spacing.x = 3.0;
                                    widgets::badge(ui, &self.badges[i], self.colour(i), 26.0)
                                        .on_hover_text(name(s, i));
                                    if name_width >= HELD_NAME_MIN {
                                        ui.add_sized(
                                            Vec2::new(name_width, HELD_BUTTON),
                                            egui::Label::new(
                                                RichText::new(format!("{} {}", i + 1, name(s, i)))
                                                    .size(20.0),
                                            )
                                            .truncate(),
                                        );
                                    }
                                    let named = |id: &'static str| {
                                        cx.i18n.tr(&Message::new(id)
                                            .text("name", name(s, i))
                                            .number("held", i64::from(held)))
                                    };
                                    let step = |ui: &mut Ui, text: &str, label: String, enabled| {
                                        let button = egui::Button::new(
                                            RichText::new(text).size(22.0).strong(),
                                        )
                                        .min_size(Vec2::new(HELD_STEP, HELD_BUTTON));
                                        let response = ui.add_enabled(enabled, button);
                                        response.widget_info(|| {
                                            WidgetInfo::labeled(
                                                egui::Role::Button,
                                                enabled,
                                                label.clone(),
                                            )
                                        });
                                        response.clicked()
                                    };
                                    if step(ui, "−", named("fast-west-held-less"), held > 0) {
                                        change = Some((i, held - 1));
                                    }
                                    let response = ui.add_sized(
                                        Vec2::new(HELD_COUNT, HELD_BUTTON),
                                        egui::Label::new(
                                            RichText::new(held.to_string()).size(26.0).strong(),
                                        ),
                                    );
                                    let label = named("fast-west-held");
                                    response.widget_info(|| {
                                        WidgetInfo::labeled(egui::Role::Label, true, label.clone())
                                    });
                                    if step(ui, "+", named("fast-west-held-more"), held < max) {
                                        change = Some((i, held + 1));
                                    }
                                });
                            });
                    });
                }
            });
        }
        if let Some((i, count)) = change {
            self.form.held_focus = Some(i);
            self.set_held(s, i, count, cx);
        }
    }

    /// The final duel's form: what the keys ask, and the bullet and the target of the
    /// cowboy they fill (a click on a card chooses another); each cowboy's entries and
    /// what the duel does to him are on his card.
    fn duel_form_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let n = s.cowboys.len();
        let i = self.form.shown.min(n.saturating_sub(1));
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
        // A narrow form (the History shown on a laptop) keeps its height: the keys on
        // the prompt's hover, no caption before the numbers, the targets by seat and
        // badge.
        let narrow = ui.available_width() < NARROW_FORM;
        let keys = cx.i18n.text("fast-west-duel-keys");
        let asked = ui.label(
            RichText::new(cx.i18n.tr(&prompt))
                .size(ASK_SIZE)
                .strong()
                .color(theme::GOLD),
        );
        if narrow {
            asked.on_hover_text(&keys);
        }
        let label = cx
            .i18n
            .tr(&Message::new("fast-west-duel-bullet").text("name", name(s, i)));
        let caption = if narrow { "" } else { label.as_str() };
        let bullets = self.form.bullets.clone();
        let taken = |b: u8| {
            bullets
                .iter()
                .enumerate()
                .any(|(k, &x)| k != i && x == Some(b))
        };
        if let Some(b) =
            widgets::number_row(ui, caption, &label, 1..=s.bullets(), bullets[i], taken)
        {
            self.set_bullet(s, i, b, cx);
        }
        let targets: Vec<Choice> = (0..n)
            .filter(|&t| t != i)
            .map(|t| Choice {
                index: t,
                text: if narrow {
                    format!("{} {}", t + 1, self.badges[t])
                } else {
                    format!("{} {}", t + 1, name(s, t))
                },
                label: cx.i18n.tr(&Message::new("fast-west-aims")
                    .text("name", name(s, i))
                    .text("target", name(s, t))),
                why_not: None,
            })
            .collect();
        let title = cx.i18n.text("fast-west-target");
        if widgets::player_chooser(ui, &title, &targets, &mut self.form.targets[i]) {
            self.form.focus_on(Some((i, DuelField::Target)));
            self.form.advance();
        }
        if !narrow {
            keys_text(ui, &keys);
        }
    }

    /// The duel's action column: the winner it would give, and Resolve.
    fn duel_actions_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let hands = self.form.hands();
        let checked = hands.as_ref().map(|h| resolve_duel(&s.cowboys, h));
        let why = match &checked {
            None => Some(cx.i18n.text("fast-west-duel-incomplete")),
            Some(Err(r)) => Some(cx.i18n.tr(&r.message())),
            Some(Ok(_)) => None,
        };
        if let Some(Ok(result)) = &checked {
            let line = Message::new("fast-west-duel-winner")
                .text("name", name(s, result.winner))
                .number(
                    "tokens",
                    i64::from(result.tokens.get(result.winner).copied().unwrap_or(0)),
                );
            ui.label(
                RichText::new(cx.i18n.tr(&line))
                    .size(22.0)
                    .strong()
                    .color(theme::GOLD),
            );
        }
        let text = cx.i18n.text("fast-west-resolve-duel");
        let enter = cx.i18n.text("key-enter");
        if widgets::big_button(ui, &text, why.as_deref(), Some(&enter)).clicked()
            && let Some(hands) = hands
        {
            cx.act(FastWestAction::ResolveDuel { hands });
        }
    }

    /// Enters cowboy `i`'s bullet, unless it cannot be (out of range, another cowboy's):
    /// then it is refused with the reason and nothing changes. The keys move on.
    fn set_bullet(&mut self, s: &FastWestState, i: usize, bullet: u8, cx: &mut Cx<'_, '_>) {
        match s.may_hold(&self.form.bullets, i, bullet) {
            Ok(()) => {
                self.form.bullets[i] = Some(bullet);
                self.form.focus_on(Some((i, DuelField::Bullet)));
                self.form.advance();
            }
            Err(refusal) => cx.refuse(refusal.message()),
        }
    }

    /// The final duel by keys: a digit fills the entry the keys point at (a cowboy's
    /// bullet, then the seat he aims at) and moves on; Backspace steps back and clears;
    /// Up/Down choose the cowboy; Enter resolves once every entry is filled.
    fn duel_keys(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let n = s.cowboys.len();
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        if let Some(d) = widgets::digit_key(ui, 0..=9) {
            if self.form.focus.is_none() {
                let first = self
                    .form
                    .steps()
                    .into_iter()
                    .find(|&f| !self.form.filled(f));
                self.form.focus_on(first);
            }
            match self.form.focus {
                Some((i, DuelField::Bullet)) => self.set_bullet(s, i, d, cx),
                Some((i, DuelField::Target)) => {
                    let seats = 1..=u8::try_from(n).unwrap_or(u8::MAX);
                    let t = usize::from(d).wrapping_sub(1);
                    if !seats.contains(&d) {
                        cx.refuse(widgets::digit_refusal(d, seats));
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
            self.form.focus_on(Some((i, DuelField::Bullet)));
        }
        if pressed(ui, Key::ArrowDown) {
            let i = at.map_or(0, |i| (i + 1).min(n.saturating_sub(1)));
            self.form.focus_on(Some((i, DuelField::Bullet)));
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
}
