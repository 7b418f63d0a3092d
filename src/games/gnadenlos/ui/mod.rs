//! Gnadenlos!'s table view, in the host's table frame: the header (the turn and its
//! phase, who holds the revolver, the undertaker's walk), the market grid under die
//! faces 1 to 6 beside the players' cards (nuggets, vultures, hat, adventurers, debt
//! cards in hand), the prestige track under the market, and the dock: the form of the
//! phase (the event with its preview, High Noon's picks, prestige, recruitment and bids,
//! the payday die, the final standings) with its main action at the bottom right.
//!
//! # Where the large things go
//! Four cards of five key figures need height more than anything: at a 40-point figure
//! a card is about 320 points tall, which the table gives at 1280×800 with the dock at
//! [`DOCK_HEIGHT`] (290, the tallest form's: the event with its preview), kept in every
//! phase so that the cards never move (at 1280×720 the figures are 35 points); side by
//! side, each card needs about 200 points of width. So the market, the
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
//!
//! By region: `market.rs` (the market and the prestige track, the aside), `players.rs`
//! (the players' cards), `event.rs` (the event form), `turn.rs` (the picks, prestige,
//! recruitment and bid forms), `options.rs` (Setup's options), `take_over.rs` (Setup's
//! page for a game begun without Deputy); this file keeps the view, its keys, the
//! header, the payday die and the standings.

mod event;
mod market;
mod options;
mod players;
mod take_over;
mod turn;

use event::{EventForm, KindChoice};
use options::options_ui;
use players::ringed;

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
/// The prestige track's section values, in points (their digits read at about 14
/// pixels; they were 6).
const TRACK_LABEL: f32 = 20.0;
/// The height of the prestige track's strip of spaces, in points.
const TRACK_STRIP: f32 = 12.0;
/// The gap between the strip and the row of hats, the hats' ticks cross it, in points.
const TRACK_TICK: f32 = 6.0;
/// A hat's badge under the prestige track, in points.
const TRACK_HAT: f32 = 24.0;
/// The height of the prestige track under the market, in points: the values' row, the
/// strip, the ticks and the hats.
const TRACK_HEIGHT: f32 = TRACK_LABEL * 1.15 + TRACK_STRIP + TRACK_TICK + TRACK_HAT;
/// The width of one vulture slot on a card, in ems of the figure size.
const SLOT_EMS: f32 = 0.62;
/// The side of a strength button in the event form, in points.
const STRENGTH_BUTTON: f32 = 40.0;
/// A form's title in the dock, in points.
const FORM_TITLE: f32 = 26.0;
/// A form's ordinary lines in the dock, in points.
const FORM_TEXT: f32 = 20.0;
/// The dock's height in every phase, in points: the tallest form's (the event with its
/// preview, 280 in French), its margins included.
const DOCK_HEIGHT: f32 = 290.0;

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
            widgets::key_ems(
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
        let [nuggets, others @ ..] = rows;
        CardSpec {
            count: s.players.len(),
            // The nuggets, the key figure; then the vultures, the hat, the adventurers
            // and the debts.
            key_rows: 1,
            key_ems: nuggets,
            figure_rows: others.len(),
            figure_ems: others.into_iter().fold(0.0, f32::max),
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
            Phase::Payday => self.die_ui(ui, s, cx),
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

    /// One height through every phase, and at the end: the players' cards are laid out
    /// once for the table and neither move nor shrink from the event to High Noon's
    /// picks, prestige, the bids and the payday (issue 27; they moved 73 points down
    /// from the event to prestige and 37 up to the bids).
    fn dock_height(&self, _s: &GnadenlosState) -> Option<f32> {
        Some(DOCK_HEIGHT)
    }

    /// Each phase is its own form, and everything chosen in it is a step too (the
    /// event's kind, payouts and strengths, the cards picked, the nuggets to spend, the
    /// cards revealed, the bid's cards): the host's click guard then takes a double
    /// click on a button as one click ("3 + 3" from one double click on a bid card),
    /// and a refusal goes once something is chosen (issue 27). An action accepted
    /// moves the journal's cursor too.
    fn dock_step(&self, s: &GnadenlosState) -> u64 {
        use std::hash::{Hash, Hasher};
        let phase: u64 = match &s.phase {
            Phase::Event => 0,
            Phase::HighNoonPicks { .. } => 1,
            Phase::Prestige => 2,
            Phase::RecruitmentChoice => 3,
            Phase::Bidding { .. } => 4,
            Phase::Payday => 5,
            Phase::Over { .. } => 6,
        };
        // A fixed hasher: the same choices give the same step in every run.
        let mut h = std::collections::hash_map::DefaultHasher::new();
        phase.hash(&mut h);
        match &s.phase {
            Phase::Event => self.event.step_key().hash(&mut h),
            Phase::HighNoonPicks { .. } => self.picks.hash(&mut h),
            Phase::Prestige => self.prestige.hash(&mut h),
            Phase::RecruitmentChoice => self.revealed.hash(&mut h),
            Phase::Bidding { .. } => format!("{:?}", self.bid).hash(&mut h),
            Phase::Payday | Phase::Over { .. } => return phase,
        }
        h.finish()
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

    fn landing(&self, _s: &GnadenlosState, now: Duration) -> bool {
        self.die_rolling(now)
    }

    fn options_ui(ui: &mut Ui, i18n: &I18n, prefs: &mut GnadenlosPrefs, _seating: &Seating) {
        options_ui(ui, i18n, &mut prefs.options);
        take_over::take_over_toggle_ui(ui, i18n, &mut prefs.take_over);
    }

    fn under_way(prefs: &GnadenlosPrefs) -> bool {
        prefs.take_over.on
    }

    fn under_way_ui(ui: &mut Ui, i18n: &I18n, prefs: &mut GnadenlosPrefs, seating: &Seating) {
        take_over::take_over_ui(ui, i18n, &mut prefs.take_over, &prefs.options, seating);
    }

    fn under_way_problems(prefs: &GnadenlosPrefs, seating: &Seating) -> Vec<Message> {
        take_over::take_over_problems(&prefs.take_over, &prefs.options, seating)
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

    /// The payday's form: the large die, and how to roll it.
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
        ui.horizontal_top(|ui| {
            die::die(ui, face, rolling, DIE_SIZE, &label);
            ui.add_space(12.0);
            ui.vertical(|ui| {
                form_title(ui, &cx.i18n.text("gnadenlos-caption-payday"));
                form_help(ui, &cx.i18n.text("gnadenlos-roll-typed"));
                // The end rules: one card a player with two vultures cannot pay ends
                // the game.
                for p in s.one_unpaid_card_from_the_end() {
                    let warning = Message::new("gnadenlos-warning-last-vulture")
                        .text("name", name(s, p))
                        .number("nuggets", i64::from(s.players[p].nuggets));
                    ui.add(
                        egui::Label::new(
                            RichText::new(cx.i18n.tr(&warning))
                                .size(FORM_TEXT)
                                .strong()
                                .color(theme::accent(ui, theme::DANGER)),
                        )
                        .wrap(),
                    );
                }
            });
        });
    }
}

/// The end: why the game ended, and the final standings.
fn standings_ui(ui: &mut Ui, s: &GnadenlosState, reason: super::rules::EndReason, i18n: &I18n) {
    ui.add(
        egui::Label::new(
            RichText::new(capitalised(&i18n.tr(&end_reason(s, reason))))
                .size(30.0)
                .strong()
                .color(theme::accent(ui, theme::GOLD)),
        )
        .wrap(),
    );
    // The places of the story and the results page: equal scores share one ("1., 2.,
    // 2., 2.", never "2., 3., 4." for a tie).
    for placing in <super::rules::Gnadenlos as crate::core::story::Tell>::standings(s) {
        let p = placing.seat;
        let line = Message::new("gnadenlos-standing")
            .number("place", placing.place as i64)
            .text("name", name(s, p))
            .number("score", placing.score)
            .number("vultures", i64::from(s.players[p].vultures));
        let mut text = RichText::new(i18n.tr(&line)).size(24.0).strong();
        if placing.place == 1 {
            text = text.color(theme::accent(ui, theme::GOLD));
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
