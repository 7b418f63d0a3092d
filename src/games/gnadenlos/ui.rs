//! Gnadenlos!'s table view, in the host's table frame: the header (the turn and its
//! phase, who holds the revolver, the undertaker's walk), the market grid under die
//! faces 1 to 6 beside the players' cards (nuggets, vultures, hat, adventurers, debt
//! cards in hand), the prestige track under the market, and the dock: the form of the
//! phase (the event with its preview, High Noon's picks, prestige, recruitment and bids,
//! the payday die, the final standings) with its main action at the bottom right.
//!
//! # Where the large things go
//! Four cards of five key figures need height more than anything: at a 40-point figure
//! a card is about 320 points tall, which the table gives at 1280×720 only while the
//! dock stays under about 290 (the tallest form, the event with its preview, takes
//! 273); side by side, each card needs about 200 points of width. So the market, the
//! one large thing always on the table (its rows count toward every payday, and High
//! Noon's picks are clicked on it where it lies), is the aside: 420 points wide, it
//! takes no height from the cards, leaves them 202 points each (42-point figures; in
//! French 41 in most phases, down to 35.5 under the tallest form, the figure rows still
//! 40 pixels high), and its cards scale to the height the dock leaves. In the dock it would
//! take some 250 points of height beside every form, and the cards would fall under
//! 40. The payday die is needed only at the payday, whose form is otherwise empty, so
//! it is large in the dock then; what the last roll did is a note of the dock's step
//! beside it, kept until the next action.
//!
//! The view reads the state the host lends it and asks for [`GnadenlosAction`]s through
//! the [`ViewCx`]. Keyboard first: Space is the main action of the moment (roll the
//! payday die, resolve the event, pick for me, spend, recruit, bid), digits enter a die
//! face, a strength, a prestige or a debt card (any other digit is refused beside the
//! form), Enter confirms, Esc clears the form.

mod take_over;

use std::time::Duration;

use egui::{Color32, Key, RichText, Sense, Stroke, Ui, Vec2, WidgetInfo};

use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::pips::{DieFace, Pips};
use crate::core::players::Seating;
use crate::host::{CardSize, CardSpec, Header, Turn, View, ViewCx};
use crate::i18n::I18n;
use crate::kit::die::{self, DieRoll};
use crate::kit::theme;
use crate::kit::widgets::{self, CardSizes, Typed};
use crate::session::Session;

use super::history::{end_reason, event_line, kind_id, name, names};
use super::rules::{
    COLUMNS, DebtValue, EventKind, Gnadenlos, GnadenlosAction, GnadenlosEvent, GnadenlosOptions,
    GnadenlosRefusal, GnadenlosState, LAST_VULTURE, MAX_BID_CARDS, MAX_DEBT_VALUE, MAX_PAYOUT,
    MAX_PRESTIGE, MarketCard, Phase, Section,
};
use super::{GnadenlosGame, GnadenlosPrefs};

type Cx<'a, 'b> = ViewCx<'a, GnadenlosGame>;

/// The faces of the payday die, and the strengths an adventurer shows.
const FACES: std::ops::RangeInclusive<u8> = 1..=6;

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
}

/// The width wanted for the market beside the cards, in points: six columns of cards
/// about 64 points wide, leaving the four players' cards room for 40-point figures.
const ASIDE_WIDTH: f32 = 420.0;
/// The large payday die in the dock, in points.
const DIE_SIZE: f32 = 150.0;
/// The gap between two cells of the market grid, in points.
const CELL_GAP: f32 = 5.0;
/// The height of the prestige track's strip under the market, in points.
const TRACK_HEIGHT: f32 = 26.0;
/// The width of one vulture slot on a card, in ems of the figure size.
const SLOT_EMS: f32 = 0.62;
/// The side of a strength button in the event form, in points.
const STRENGTH_BUTTON: f32 = 40.0;
/// A form's title in the dock, in points.
const FORM_TITLE: f32 = 26.0;
/// A form's ordinary lines in the dock, in points.
const FORM_TEXT: f32 = 20.0;

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
        }
    }

    fn table_keys(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        self.keys(ui, s, cx);
        if let Some(roll) = self.roll
            && let Some(after) = roll.wake(cx.now)
        {
            cx.wake_in(after);
        }
    }

    fn header(&self, s: &GnadenlosState, cx: &Cx<'_, '_>) -> Header {
        let phase = match s.phase {
            // The event card flipped, counted in the deck of 7.
            Phase::Event => Message::new("gnadenlos-phase-event-card").number(
                "card",
                i64::from(s.events_flipped % super::rules::EVENT_CARDS + 1),
            ),
            _ => Message::new(phase_id(&s.phase)),
        };
        let title = cx.i18n.tr(&Message::new("gnadenlos-header")
            .number("turn", i64::from(s.turn))
            .message("phase", phase));
        let turn = (!matches!(s.phase, Phase::Over { .. })).then(|| Turn {
            name: name(s, s.active),
            colour: self.colour(s.active),
            label: cx
                .i18n
                .tr(&Message::new("gnadenlos-turn").text("name", name(s, s.active))),
        });
        let status = cx.i18n.tr(&Message::new("gnadenlos-undertaker")
            .number("steps", i64::from(s.undertaker))
            .number("rip", i64::from(s.options.undertaker_spaces)));
        Header {
            title,
            turn,
            status: Some(status),
        }
    }

    fn aside_width(&self, _s: &GnadenlosState) -> Option<f32> {
        Some(ASIDE_WIDTH)
    }

    fn aside_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        self.market_ui(ui, s, cx);
        self.track_ui(ui, s, cx.i18n);
    }

    fn card_spec(&self, s: &GnadenlosState, cx: &Cx<'_, '_>) -> CardSpec {
        let t = |id: &str| cx.i18n.text(id);
        let most_nuggets = s.players.iter().map(|b| b.nuggets).max().unwrap_or(0);
        // The widest figure each row shows (two digits at least, so a purse that grows
        // does not change the layout).
        let rows = [
            widgets::figure_ems(
                &t("gnadenlos-card-nuggets"),
                &format!("{:02}", most_nuggets.max(88)),
            ),
            widgets::figure_ems(&t("gnadenlos-card-vultures"), "")
                + SLOT_EMS * f32::from(LAST_VULTURE),
            widgets::figure_ems(
                &t("gnadenlos-card-hat"),
                &s.options.finish().max(88).to_string(),
            ),
            widgets::figure_ems(&t("gnadenlos-card-adventurers"), "8"),
            widgets::figure_ems(&t("gnadenlos-card-debts"), "88"),
        ];
        CardSpec {
            count: s.players.len(),
            figure_rows: rows.len(),
            figure_ems: rows.into_iter().fold(0.0, f32::max),
            text_rows: 0,
            button_rows: 0,
            min_width: 0.0,
        }
    }

    fn player_ui(
        &mut self,
        ui: &mut Ui,
        s: &GnadenlosState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let colour = self.colour(i);
        if ringed(s, i) {
            // Whose move it is now, or who won: a gold ring in the gap around the card.
            ui.painter().rect_stroke(
                card.rect.expand(3.5),
                12.0,
                Stroke::new(3.0, theme::GOLD),
                egui::StrokeKind::Inside,
            );
        }
        widgets::framed_card(ui, card, colour, false, |ui| {
            self.player_card_ui(ui, s, i, card, cx.i18n);
        });
    }

    fn dock_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        match &s.phase {
            Phase::Event => self.event_form_ui(ui, s, cx),
            Phase::HighNoonPicks { .. } => self.picks_form_ui(ui, s, cx),
            Phase::Prestige => self.prestige_form_ui(ui, s, cx),
            Phase::RecruitmentChoice => self.recruitment_form_ui(ui, s, cx),
            Phase::Bidding { .. } => self.bidding_form_ui(ui, s, cx),
            Phase::Payday => self.die_ui(ui, cx),
            Phase::Over { reason, .. } => standings_ui(ui, s, *reason, cx.i18n),
        }
    }

    fn dock_action_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        match &s.phase {
            Phase::Event => self.event_action_ui(ui, s, cx),
            Phase::HighNoonPicks { .. } => self.picks_action_ui(ui, s, cx),
            Phase::Prestige => self.prestige_action_ui(ui, s, cx),
            Phase::RecruitmentChoice => self.recruitment_action_ui(ui, s, cx),
            Phase::Bidding { .. } => self.bidding_action_ui(ui, s, cx),
            Phase::Payday => {
                let text = cx.i18n.text("gnadenlos-roll");
                let tip = cx.i18n.text("gnadenlos-roll-tooltip");
                if widgets::big_button(ui, &text, None, Some(&tip)).clicked() {
                    self.roll_die(s, cx);
                }
            }
            Phase::Over { .. } => {}
        }
    }

    /// Each phase is its own form; an action accepted moves the journal's cursor too, so
    /// the phase alone marks the step.
    fn dock_step(&self, s: &GnadenlosState) -> u64 {
        match &s.phase {
            Phase::Event => 0,
            Phase::HighNoonPicks { .. } => 1,
            Phase::Prestige => 2,
            Phase::RecruitmentChoice => 3,
            Phase::Bidding { .. } => 4,
            Phase::Payday => 5,
            Phase::Over { .. } => 6,
        }
    }

    fn accepted(
        &mut self,
        action: &GnadenlosAction,
        s: &GnadenlosState,
        events: &[GnadenlosEvent],
        cx: &mut Cx<'_, '_>,
    ) {
        if let GnadenlosAction::RollDie { face } = action {
            let started = if std::mem::take(&mut self.animate_next) {
                cx.now
            } else {
                cx.now.saturating_sub(die::ROLL_DURATION)
            };
            self.roll = Some(DieRoll::new(*face, started));
            // Draw the tumbling die from the next frame on.
            cx.wake_in(Duration::ZERO);
            // What the roll did stays beside the dock's form until the next action.
            for line in roll_lines(s, events) {
                cx.note(line);
            }
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
    }

    fn peek(&self) -> bool {
        self.peek
    }

    fn options_ui(ui: &mut Ui, i18n: &I18n, prefs: &mut GnadenlosPrefs, seating: &Seating) {
        options_ui(ui, i18n, &mut prefs.options);
        take_over::take_over_ui(ui, i18n, &mut prefs.take_over, &prefs.options, seating);
    }
}

/// The message id of a phase's name, for the header.
fn phase_id(phase: &Phase) -> &'static str {
    match phase {
        Phase::Event => "gnadenlos-phase-event",
        Phase::HighNoonPicks { .. } => "gnadenlos-phase-picks",
        Phase::Prestige => "gnadenlos-phase-prestige",
        Phase::RecruitmentChoice | Phase::Bidding { .. } => "gnadenlos-phase-recruitment",
        Phase::Payday => "gnadenlos-phase-payday",
        Phase::Over { .. } => "gnadenlos-phase-over",
    }
}

/// Whether player `i`'s card is ringed in gold: who must act now (the bidder, the High
/// Noon winner picking, or the player holding the revolver), or a winner once the game
/// is over.
fn ringed(s: &GnadenlosState, i: usize) -> bool {
    match &s.phase {
        Phase::Over { winners, .. } => winners.contains(&i),
        Phase::Bidding { .. } => s.bidder() == Some(i),
        Phase::HighNoonPicks { .. } => s.picker().is_some_and(|(p, _)| p == i),
        _ => s.active == i,
    }
}

/// A form's title in the dock.
fn form_title(ui: &mut Ui, text: &str) {
    ui.add(egui::Label::new(RichText::new(text).size(FORM_TITLE).strong()).wrap());
}

/// A form's help, wrapped to the form's width.
fn form_help(ui: &mut Ui, text: &str) {
    ui.add(egui::Label::new(RichText::new(text).size(FORM_TEXT)).wrap());
}

impl GnadenlosView {
    /// Whether the die is still tumbling at `now`.
    #[must_use]
    pub fn die_rolling(&self, now: Duration) -> bool {
        self.roll.is_some_and(|r| r.rolling(now))
    }

    fn colour(&self, player: usize) -> Color32 {
        self.colours.get(player).copied().unwrap_or(theme::GOLD)
    }

    fn badge(&self, player: usize) -> &str {
        self.badges.get(player).map_or("?", String::as_str)
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
                } else if self.bid.is_empty() {
                    cx.refuse(Message::new("gnadenlos-bid-empty"));
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

    /// The bidder's cards not yet put in the bid being entered, per value.
    fn left_in_hand(&self, s: &GnadenlosState, bidder: usize) -> [u8; 5] {
        let mut left = s.players[bidder].hand;
        for c in &self.bid {
            let slot = &mut left[usize::from(c.get())];
            *slot = slot.saturating_sub(1);
        }
        left
    }

    /// Adds a debt card to the bid being entered, or says at once why it cannot be: a
    /// fourth card, or a value the bidder holds no more of.
    fn add_to_bid(&mut self, value: DebtValue, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let Some(bidder) = s.bidder() else {
            return;
        };
        if self.bid.len() >= MAX_BID_CARDS {
            cx.refuse(Message::new("gnadenlos-refuse-fourth-card").text("name", name(s, bidder)));
        } else if self.left_in_hand(s, bidder)[usize::from(value.get())] == 0 {
            cx.refuse(
                GnadenlosRefusal::NotInHand {
                    name: name(s, bidder),
                    value: value.get(),
                }
                .message(),
            );
        } else {
            cx.clear_refusal();
            self.bid.push(value);
        }
    }

    fn keys(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        // A digit outside the values of the form is refused beside it, at once.
        let typed = |ui: &mut Ui, cx: &mut Cx<'_, '_>, range: std::ops::RangeInclusive<u8>| {
            match widgets::typed_digit(ui, range.clone()) {
                Some(Typed::Value(v)) => Some(v),
                Some(Typed::OutOfRange(d)) => {
                    cx.refuse(widgets::digit_refusal(d, range));
                    None
                }
                None => None,
            }
        };
        match &s.phase {
            Phase::Payday => {
                if let Some(face) = typed(ui, cx, FACES).and_then(DieFace::new) {
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
                        cx.clear_refusal();
                        self.event.kind = Some(kind);
                    }
                }
                if let Some(v) = typed(ui, cx, FACES).and_then(Pips::new) {
                    let mut strengths = self.strengths(s);
                    if let Some(i) = s.holders().find(|&i| strengths[i].is_none()) {
                        cx.clear_refusal();
                        strengths[i] = Some(v);
                    }
                    self.event.strengths = strengths;
                }
                if pressed(ui, Key::Backspace) {
                    cx.clear_refusal();
                    self.event.strengths.clear();
                }
            }
            Phase::Prestige => {
                if let Some(v) = typed(ui, cx, 0..=MAX_PRESTIGE) {
                    cx.clear_refusal();
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
                if let Some(v) = typed(ui, cx, 0..=MAX_DEBT_VALUE).and_then(DebtValue::new) {
                    self.add_to_bid(v, s, cx);
                }
                if pressed(ui, Key::Backspace) {
                    cx.clear_refusal();
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

    /// The market, in the aside: the rows counted against the payday and the peek
    /// toggle, then the grid under die faces 1 to 6, its cards as large as the aside
    /// allows (High Noon's picks are clicked on it).
    fn market_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let picking = matches!(s.phase, Phase::HighNoonPicks { .. });
        let want = s.picker().map_or(0, |p| p.1);
        let rows_needed = s.players.len();
        // The peek switch first, on the right; the heading in what is left, cut short
        // ("…") where the aside is narrow rather than drawn under the switch.
        egui::containers::Sides::new()
            .shrink_left()
            .truncate()
            .show(
                ui,
                |ui| {
                    // During a payday the rows are not counted: they are counted again when it
                    // ends, so a count here would read as its end.
                    let rows = if s.phase == Phase::Payday {
                        Message::new("gnadenlos-rows-payday")
                    } else {
                        Message::new("gnadenlos-rows")
                            .number("rows", s.rows() as i64)
                            .number("players", rows_needed as i64)
                    };
                    let mut text = RichText::new(i18n.tr(&rows)).size(22.0).strong();
                    if s.payday_due() || s.phase == Phase::Payday {
                        text = text.color(theme::GOLD);
                    }
                    ui.add(egui::Label::new(text).truncate());
                },
                |ui| {
                    ui.checkbox(
                        &mut self.peek,
                        RichText::new(i18n.text("gnadenlos-peek")).size(17.0),
                    )
                    .on_hover_text(i18n.text("gnadenlos-peek-tooltip"));
                },
            );
        let rows = s.market.len().div_ceil(COLUMNS).max(rows_needed);
        let width = ui.available_width();
        let cell_w = ((width - CELL_GAP * (COLUMNS - 1) as f32) / COLUMNS as f32).max(8.0);
        let faces_h = (cell_w * 0.45).clamp(14.0, 30.0);
        let room = ui.available_height() - TRACK_HEIGHT - faces_h - 2.0 * CELL_GAP - 6.0;
        let cell_h = ((room - CELL_GAP * (rows - 1) as f32) / rows as f32)
            .min(cell_w * 0.75)
            .max(8.0);
        let rolled = match (&s.phase, self.roll) {
            (Phase::Payday, Some(roll)) => Some(roll.face.get()),
            _ => None,
        };
        egui::Grid::new("gnadenlos-market")
            .spacing([CELL_GAP, CELL_GAP])
            .min_col_width(cell_w)
            .max_col_width(cell_w)
            .show(ui, |ui| {
                for face in 1..=6u8 {
                    let label = i18n
                        .tr(&Message::new("gnadenlos-column").number("column", i64::from(face)));
                    ui.vertical_centered(|ui| {
                        let response = die::die(ui, DieFace::new(face), false, faces_h, &label);
                        if rolled == Some(face) {
                            ui.painter().rect_stroke(
                                response.rect.expand(2.0),
                                4.0,
                                Stroke::new(3.0, theme::GOLD),
                                egui::StrokeKind::Outside,
                            );
                        }
                    });
                }
                ui.end_row();
                for row in 0..rows {
                    for col in 0..COLUMNS {
                        let slot = row * COLUMNS + col;
                        let card = s.market.get(slot).copied().flatten();
                        let selected = self.picks.contains(&slot);
                        let label = self.card_label(s, card, col, row, i18n);
                        let cell = Cell {
                            size: Vec2::new(cell_w, cell_h),
                            card,
                            selected,
                            counted: row < rows_needed,
                        };
                        let response = self.card_ui(ui, &cell, &label);
                        if picking && card.is_some() && response.clicked() {
                            cx.clear_refusal();
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

    /// The accessible label of a market slot ("Column 6, row 2: Cid's card").
    fn card_label(
        &self,
        s: &GnadenlosState,
        card: Option<MarketCard>,
        col: usize,
        row: usize,
        i18n: &I18n,
    ) -> String {
        match card {
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
        }
    }

    /// One slot of the market: a card in its owner's colour with the owner's initial
    /// (and its value when peeking), or an empty outline (fainter past the rows a payday
    /// needs).
    fn card_ui(&self, ui: &mut Ui, cell: &Cell, label: &str) -> egui::Response {
        let sense = if cell.card.is_some() {
            Sense::click()
        } else {
            Sense::hover()
        };
        let (rect, response) = ui.allocate_exact_size(cell.size, sense);
        let painter = ui.painter();
        let faint = ui.visuals().weak_text_color();
        match cell.card {
            Some(c) => {
                let colour = self.colour(c.owner);
                let stroke = if cell.selected {
                    Stroke::new(5.0, theme::GOLD)
                } else if theme::needs_outline(colour, ui.visuals().dark_mode) {
                    Stroke::new(2.0, theme::outline(ui.visuals().dark_mode))
                } else {
                    Stroke::new(2.0, Color32::from_gray(20))
                };
                painter.rect(rect, 6.0, colour, stroke, egui::StrokeKind::Inside);
                let initial = self.badge(c.owner);
                let text = if self.peek {
                    format!("{initial} {}", c.value.get())
                } else {
                    initial.to_owned()
                };
                painter.text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    text,
                    egui::FontId::proportional((cell.size.y * 0.55).clamp(10.0, 34.0)),
                    theme::text_on(colour),
                );
            }
            None => {
                let stroke = if cell.counted {
                    Stroke::new(2.0, faint)
                } else {
                    Stroke::new(1.0, faint.gamma_multiply(0.4))
                };
                painter.rect_stroke(rect, 6.0, stroke, egui::StrokeKind::Inside);
            }
        }
        let label = label.to_owned();
        let enabled = cell.card.is_some();
        let selected = cell.selected;
        response.widget_info(|| {
            WidgetInfo::selected(egui::Role::Button, enabled, selected, label.clone())
        });
        response
    }

    /// The prestige track as a strip under the market: its sections shaded in turn with
    /// their poker values, the finish in green, and each hat as its player's badge.
    fn track_ui(&self, ui: &mut Ui, s: &GnadenlosState, i18n: &I18n) {
        let finish = s.options.finish();
        let width = ui.available_width();
        let (rect, response) =
            ui.allocate_exact_size(Vec2::new(width, TRACK_HEIGHT), Sense::hover());
        let hats = s
            .players
            .iter()
            .map(|b| format!("{} {}", b.name, b.hat))
            .collect::<Vec<_>>()
            .join(", ");
        let label = i18n.tr(&Message::new("gnadenlos-track")
            .number("finish", i64::from(finish))
            .text("hats", hats.clone()));
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, label.clone()));
        response.on_hover_text(&hats);
        let painter = ui.painter();
        let cell = width / f32::from(finish.max(1));
        let strip = egui::Rect::from_min_max(
            egui::pos2(rect.left(), rect.top() + TRACK_HEIGHT * 0.35),
            rect.max,
        );
        for space in 1..=finish {
            let x = strip.left() + f32::from(space - 1) * cell;
            let r = egui::Rect::from_min_size(
                egui::pos2(x, strip.top()),
                Vec2::new(cell, strip.height()),
            );
            let section = s.options.section_of(space);
            let fill = if space == finish {
                theme::GOOD
            } else if section.is_multiple_of(2) {
                Color32::from_gray(70)
            } else {
                Color32::from_gray(105)
            };
            painter.rect_filled(r.shrink(0.5), 2.0, fill);
            if space == 1 || s.options.section_of(space - 1) != section {
                painter.text(
                    egui::pos2(r.left() + 1.0, rect.top()),
                    egui::Align2::LEFT_TOP,
                    s.options.poker_value(space).to_string(),
                    egui::FontId::proportional(TRACK_HEIGHT * 0.38),
                    ui.visuals().weak_text_color(),
                );
            }
        }
        // Hats: badges on their space, side by side when several share it.
        let d = (cell * 1.6).clamp(10.0, strip.height() + 2.0);
        let mut at: std::collections::BTreeMap<u8, usize> = std::collections::BTreeMap::new();
        for (i, b) in s.players.iter().enumerate() {
            let k = at.entry(b.hat).or_insert(0);
            let x = strip.left() + (f32::from(b.hat) - 0.5) * cell + *k as f32 * d * 0.45;
            let colour = self.colour(i);
            let centre = egui::pos2(x, strip.center().y);
            painter.circle(
                centre,
                d / 2.0,
                colour,
                Stroke::new(1.5, theme::outline(ui.visuals().dark_mode)),
            );
            painter.text(
                centre,
                egui::Align2::CENTER_CENTER,
                self.badge(i),
                egui::FontId::proportional(d * 0.6),
                theme::text_on(colour),
            );
            *k += 1;
        }
    }

    /// One player's card: the name, then the five key figures (nuggets first, in gold).
    fn player_card_ui(
        &self,
        ui: &mut Ui,
        s: &GnadenlosState,
        i: usize,
        card: &CardSize,
        i18n: &I18n,
    ) {
        let b = &s.players[i];
        // A point less between the rows than the layout counts: egui lays each row on
        // whole pixels, which may add a fraction to each of the six.
        ui.spacing_mut().item_spacing.y -= 1.0;
        widgets::card_name(ui, card, self.badge(i), &b.name, self.colour(i), false);
        let named = |m: Message| i18n.tr(&m.text("name", b.name.clone()));
        widgets::card_figure_right(
            ui,
            card,
            &i18n.text("gnadenlos-card-nuggets"),
            &b.nuggets.to_string(),
            Some(theme::GOLD),
            &named(
                Message::new("gnadenlos-figure-nuggets").number("nuggets", i64::from(b.nuggets)),
            ),
        );
        slots_figure(
            ui,
            card,
            &i18n.text("gnadenlos-card-vultures"),
            (b.vultures, LAST_VULTURE),
            &named(
                Message::new("gnadenlos-figure-vultures")
                    .number("vultures", i64::from(b.vultures))
                    .number("max", i64::from(LAST_VULTURE)),
            ),
        );
        widgets::card_figure_right(
            ui,
            card,
            &i18n.text("gnadenlos-card-hat"),
            &b.hat.to_string(),
            None,
            &named(Message::new("gnadenlos-figure-hat").number("space", i64::from(b.hat))),
        );
        widgets::card_figure_right(
            ui,
            card,
            &i18n.text("gnadenlos-card-adventurers"),
            &b.adventurers.to_string(),
            None,
            &named(
                Message::new("gnadenlos-figure-adventurers")
                    .number("count", i64::from(b.adventurers)),
            ),
        );
        widgets::card_figure_right(
            ui,
            card,
            &i18n.text("gnadenlos-card-debts"),
            &b.cards_in_hand().to_string(),
            None,
            &named(
                Message::new("gnadenlos-figure-debts")
                    .number("count", i64::from(b.cards_in_hand())),
            ),
        );
    }

    /// The payday's form: the large die, and how to roll it.
    fn die_ui(&mut self, ui: &mut Ui, cx: &mut Cx<'_, '_>) {
        let face = self.roll.map(|r| r.shown(cx.now));
        let rolling = self.die_rolling(cx.now);
        let label = match (face, rolling) {
            (Some(f), false) => cx
                .i18n
                .tr(&Message::new("gnadenlos-die").number("face", i64::from(f.get()))),
            (Some(_), true) => cx.i18n.text("gnadenlos-die-rolling"),
            (None, _) => cx.i18n.text("gnadenlos-die-none"),
        };
        ui.horizontal_top(|ui| {
            die::die(ui, face, rolling, DIE_SIZE, &label);
            ui.add_space(12.0);
            ui.vertical(|ui| {
                form_title(ui, &cx.i18n.text("gnadenlos-caption-payday"));
                form_help(ui, &cx.i18n.text("gnadenlos-roll-typed"));
            });
        });
    }

    fn event_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
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
        // What the event will do, before anything is applied.
        let strengths = self.strengths(s);
        if let Some(kind) = self.event_kind(s)
            && let Ok(ranking) = s.preview_event(kind, &strengths)
        {
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
        }
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

    fn event_action_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
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
        let tip = i18n.text("gnadenlos-strength-keys");
        if widgets::big_button(ui, &text, why.as_deref(), Some(&tip)).clicked() {
            self.resolve_event(s, cx);
        }
    }

    fn picks_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let Some((picker, want)) = s.picker() else {
            return;
        };
        let i18n = cx.i18n;
        let title = Message::new("gnadenlos-picks-title")
            .text("name", name(s, picker))
            .number("count", want as i64);
        form_title(ui, &i18n.tr(&title));
        form_help(ui, &i18n.text("gnadenlos-picks-help"));
        let picked = Message::new("gnadenlos-picks-count")
            .number("picked", self.picks.len() as i64)
            .number("count", want as i64);
        ui.label(
            RichText::new(i18n.tr(&picked))
                .size(FORM_TEXT)
                .strong()
                .color(theme::GOLD),
        );
    }

    /// The picks' actions: the main action (Space or Enter) is "Pick for me" until the
    /// winner has clicked every card, then "Give these cards back"; the other one stays
    /// beside it, greyed with its reason while the count is short.
    fn picks_action_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let want = s.picker().map_or(0, |p| p.1);
        let i18n = cx.i18n;
        let complete = self.picks.len() == want && want > 0;
        let random = i18n.text("gnadenlos-picks-random");
        let confirm = i18n.text("gnadenlos-picks-confirm");
        let space = i18n.text("key-space");
        let (draw, give) = if complete {
            (
                widgets::button(ui, &random, None, None).clicked(),
                widgets::big_button(ui, &confirm, None, Some(&space)).clicked(),
            )
        } else {
            let why =
                i18n.tr(&Message::new("gnadenlos-refuse-pick-count").number("count", want as i64));
            let give = widgets::button(ui, &confirm, Some(&why), None).clicked();
            (
                widgets::big_button(ui, &random, None, Some(&space)).clicked(),
                give,
            )
        };
        if draw {
            cx.draw_awaited(s);
        }
        if give {
            cx.act(GnadenlosAction::PickCards {
                slots: self.picks.clone(),
            });
        }
    }

    fn prestige_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let b = &s.players[s.active];
        let title = Message::new("gnadenlos-prestige-title")
            .text("name", b.name.clone())
            .number("nuggets", i64::from(b.nuggets));
        form_title(ui, &i18n.tr(&title));
        let mut value = Some(self.prestige.unwrap_or(0));
        if widgets::number_entry(
            ui,
            &i18n.text("gnadenlos-prestige-nuggets"),
            0..=MAX_PRESTIGE,
            &mut value,
        ) {
            cx.clear_refusal();
            self.prestige = value;
        }
        // Where the hat goes.
        let nuggets = self.prestige.unwrap_or(0);
        let to = (u32::from(b.hat) + u32::from(nuggets)).min(u32::from(s.options.finish()));
        let line = Message::new("gnadenlos-history-hat")
            .text("name", b.name.clone())
            .number("from", i64::from(b.hat))
            .number("to", i64::from(to));
        let text = if nuggets == 0 {
            i18n.text("gnadenlos-prestige-keys")
        } else {
            i18n.tr(&line)
        };
        form_help(ui, &text);
    }

    fn prestige_action_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let b = &s.players[s.active];
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

    fn recruitment_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let title = Message::new("gnadenlos-recruitment-title").text("name", name(s, s.active));
        form_title(ui, &i18n.tr(&title));
        let max = u8::try_from(s.players.len() - 1).unwrap_or(1);
        let mut revealed = Some(self.revealed(s));
        let allowed = s.may_recruit().is_ok();
        ui.add_enabled_ui(allowed, |ui| {
            if widgets::number_entry(ui, &i18n.text("gnadenlos-revealed"), 1..=max, &mut revealed) {
                cx.clear_refusal();
                self.revealed = revealed;
            }
        });
        form_help(ui, &i18n.text("gnadenlos-recruitment-help"));
    }

    fn recruitment_action_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let i18n = cx.i18n;
        let why = s.may_recruit().err().map(|r| i18n.tr(&r.message()));
        let recruit = i18n.text("gnadenlos-recruit");
        let skip = i18n.text("gnadenlos-no-recruit");
        let start = GnadenlosAction::StartRecruitment {
            revealed: self.revealed(s),
        };
        // The main action is the one Space does: recruit, or not when it is barred.
        if why.is_none() {
            if widgets::button(ui, &skip, None, Some("N")).clicked() {
                cx.act(GnadenlosAction::SkipRecruitment);
            }
            let keys = i18n.text("gnadenlos-recruit-keys");
            if widgets::big_button(ui, &recruit, None, Some(&keys)).clicked() {
                cx.act(start);
            }
        } else {
            if widgets::button(ui, &recruit, why.as_deref(), None).clicked() {
                cx.act(start);
            }
            let keys = i18n.text("gnadenlos-no-recruit-keys");
            if widgets::big_button(ui, &skip, None, Some(&keys)).clicked() {
                cx.act(GnadenlosAction::SkipRecruitment);
            }
        }
    }

    fn bidding_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
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
        form_title(ui, &i18n.tr(&title));
        let left = self.left_in_hand(s, bidder);
        let mut add = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(i18n.text("gnadenlos-bid-hand")).size(FORM_TEXT));
            for v in DebtValue::all() {
                let count = left[usize::from(v.get())];
                let label = i18n.tr(&Message::new("gnadenlos-bid-add")
                    .number("value", i64::from(v.get()))
                    .number("count", i64::from(count)));
                // A value no longer in hand is greyed (its count, 0, says why); a fourth
                // card is refused out loud when tried.
                let enabled = count > 0;
                let response = ui.add_enabled(
                    enabled,
                    egui::Button::new(
                        RichText::new(format!("{}  ×{count}", v.get()))
                            .size(24.0)
                            .strong(),
                    )
                    .min_size(Vec2::new(80.0, 48.0)),
                );
                response.widget_info(|| {
                    WidgetInfo::labeled(egui::Role::Button, enabled, label.clone())
                });
                if response.clicked() {
                    add = Some(v);
                }
            }
        });
        if let Some(v) = add {
            self.add_to_bid(v, s, cx);
        }
        let sum: u32 = self.bid.iter().map(|c| u32::from(c.get())).sum();
        let cards = self
            .bid
            .iter()
            .map(|c| c.get().to_string())
            .collect::<Vec<_>>()
            .join(" + ");
        ui.horizontal(|ui| {
            let line = if self.bid.is_empty() {
                i18n.text("gnadenlos-bid-none")
            } else {
                i18n.tr(&Message::new("gnadenlos-bid-now")
                    .text("cards", cards)
                    .number("sum", i64::from(sum)))
            };
            ui.label(RichText::new(line).size(22.0).strong());
            // Greyed while the bid is empty, which the line beside it says.
            let clear = egui::Button::new(i18n.text("gnadenlos-bid-clear"));
            if ui.add_enabled(!self.bid.is_empty(), clear).clicked() {
                cx.clear_refusal();
                self.bid.clear();
            }
        });
        form_help(ui, &i18n.text("gnadenlos-bid-keys"));
    }

    fn bidding_action_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let Some(bidder) = s.bidder() else {
            return;
        };
        let i18n = cx.i18n;
        let pass = i18n.text("gnadenlos-pass");
        if s.free_sums(bidder).is_empty() {
            // No sum left to bid: passing is the main action.
            if widgets::big_button(ui, &pass, None, Some(&i18n.text("key-space"))).clicked() {
                cx.act(GnadenlosAction::Pass);
            }
            return;
        }
        let why_not =
            i18n.tr(&Message::new("gnadenlos-refuse-must-bid").text("name", name(s, bidder)));
        if widgets::button(ui, &pass, Some(&why_not), None).clicked() {
            cx.act(GnadenlosAction::Pass);
        }
        let sum: u32 = self.bid.iter().map(|c| u32::from(c.get())).sum();
        let why = s.check_bid(&self.bid).err().map(|r| {
            if self.bid.is_empty() {
                i18n.text("gnadenlos-bid-empty")
            } else {
                i18n.tr(&r.message())
            }
        });
        let text = i18n.tr(&Message::new("gnadenlos-bid").number("sum", i64::from(sum)));
        if widgets::big_button(ui, &text, why.as_deref(), Some(&i18n.text("key-space"))).clicked() {
            cx.act(GnadenlosAction::Bid {
                cards: self.bid.clone(),
            });
        }
    }
}

/// A market slot's size and what it holds.
struct Cell {
    size: Vec2,
    card: Option<MarketCard>,
    selected: bool,
    /// Within the rows a payday needs.
    counted: bool,
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
            ui.add_sized(
                Vec2::new(faces, STRENGTH_BUTTON),
                egui::Label::new(RichText::new(sits).size(18.0).italics().weak()).wrap(),
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

/// A key figure drawn as slots, filled for each one held (three vulture slots): a small
/// caption and the slots at the figure's size against the card's right edge (as
/// [`widgets::card_figure_right`] draws the others), named `label` ("Bob's vultures: 1
/// of 3").
fn slots_figure(ui: &mut Ui, card: &CardSize, caption: &str, (filled, of): (u8, u8), label: &str) {
    let caption_width = ui
        .fonts_mut(|f| {
            f.layout_no_wrap(
                caption.to_owned(),
                egui::FontId::proportional(card.sizes.text),
                Color32::WHITE,
            )
        })
        .size()
        .x;
    let slots = card.sizes.figure * SLOT_EMS * f32::from(of);
    let natural = caption_width + ui.spacing().item_spacing.x + slots;
    // A row wider than the card is drawn smaller rather than spill over.
    let shrink = (ui.available_width() / natural.max(1.0)).min(1.0);
    let (figure, text) = (card.sizes.figure * shrink, card.sizes.text * shrink);
    let row = CardSizes::row(figure);
    ui.horizontal(|ui| {
        ui.allocate_ui_with_layout(
            Vec2::new(0.0, row),
            egui::Layout::left_to_right(egui::Align::Max),
            |ui| {
                ui.add(egui::Label::new(RichText::new(caption).size(text).weak()).selectable(false))
            },
        );
        let pitch = figure * SLOT_EMS;
        // Against the card's right edge, in the column of the other figures.
        let (rect, response) = ui
            .allocate_ui_with_layout(
                Vec2::new(ui.available_width(), row),
                egui::Layout::right_to_left(egui::Align::Max),
                |ui| ui.allocate_exact_size(Vec2::new(pitch * f32::from(of), row), Sense::hover()),
            )
            .inner;
        let fg = ui.visuals().strong_text_color();
        for k in 0..of {
            let centre = egui::pos2(
                rect.left() + pitch * (f32::from(k) + 0.5),
                rect.center().y + row * 0.08,
            );
            if k < filled {
                ui.painter()
                    .circle_filled(centre, pitch * 0.42, theme::DANGER);
            } else {
                ui.painter()
                    .circle_stroke(centre, pitch * 0.36, Stroke::new(2.0, fg));
            }
        }
        let label = label.to_owned();
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
        response.on_hover_text(label);
    });
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

/// The end: why the game ended, and the final standings.
fn standings_ui(ui: &mut Ui, s: &GnadenlosState, reason: super::rules::EndReason, i18n: &I18n) {
    ui.add(
        egui::Label::new(
            RichText::new(capitalised(&i18n.tr(&end_reason(s, reason))))
                .size(30.0)
                .strong()
                .color(theme::GOLD),
        )
        .wrap(),
    );
    let best = s.standings().first().map(|&(_, score)| score);
    for (place, (p, score)) in s.standings().iter().enumerate() {
        let line = Message::new("gnadenlos-standing")
            .number("place", (place + 1) as i64)
            .text("name", name(s, *p))
            .number("score", i64::from(*score))
            .number("vultures", i64::from(s.players[*p].vultures));
        let mut text = RichText::new(i18n.tr(&line)).size(24.0).strong();
        if Some(*score) == best {
            text = text.color(theme::GOLD);
        }
        ui.label(text);
    }
}

/// `text` with its first letter a capital (a reason that starts a line).
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The sentences of a payday roll (who paid, who could not, an empty column, the payday
/// ending or starting again, the end of the game), from the state after it; whose turn
/// it is now is the header's.
fn roll_lines(after: &GnadenlosState, events: &[GnadenlosEvent]) -> Vec<Message> {
    events
        .iter()
        .filter(|e| {
            !matches!(
                e,
                GnadenlosEvent::DieRolled { .. } | GnadenlosEvent::TurnPassed { .. }
            )
        })
        .filter_map(|e| event_line(after, e))
        .collect()
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
