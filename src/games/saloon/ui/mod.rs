//! Saloon's table view, in the host's table frame: the header (the turn, who has it and
//! whether they may attack), one card per brawler (the KO counter with −1 and +1, which
//! is the quick tracking, the ten-box KO track, the statuses), and the dock (the blow
//! resolver with its line-by-line preview beside its Apply button, the events and
//! whiskey, the gift of a card; with no form open, the three actions of the turn).
//!
//! The view reads the state the host lends it and asks for [`SaloonAction`]s through the
//! [`ViewCx`]; the host applies them, saves them and plays their cues. What the rules
//! would refuse is refused before it is tried where the rules have a query for it (a
//! stunned brawler's event, help or partner's attack; a defence a card forbids), with the
//! rules' own sentence beside the form.
//!
//! By region: `brawlers.rs` (the brawlers' cards), `blow.rs` (the blow resolver in the
//! dock), `forms.rs` (the event and give forms); this file keeps the view, its keys,
//! the header and the dock's main actions.

use egui::{Color32, Key, RichText, Ui, Vec2, WidgetInfo};

use crate::core::game::{Refusal, Rules};
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{CardSize, CardSpec, Header, Turn, View, ViewCx};
use crate::i18n::I18n;
use crate::kit::theme;
use crate::kit::widgets::{self, CardSizes, Choice, Typed, text_width};
use crate::session::Session;

use super::history::{describe, state, step_message, turn_message};
use super::rules::{
    AttackCard, Blow, DefenceCard, EventCard, FollowUpCard, HAND_LIMIT, Help, HelpCard, MAX_KO,
    NoDefence, ObjectCard, Saloon, SaloonAction, SaloonState, Second, Status,
};
use super::{SaloonEvent, SaloonGame, SaloonPrefs};

mod blow;
mod brawlers;
mod forms;

use blow::{Brawlers, Row, brawler_choices, card_choices};
use forms::EventForm;

pub use blow::BlowForm;

type Cx<'a, 'b> = ViewCx<'a, SaloonGame>;

/// The text of the dock's forms (card and brawler buttons, titles), in points: the
/// operator's, read at arm's length, dense enough for the whole resolver beside six
/// brawlers' cards at 1280×720.
const FORM_TEXT: f32 = 16.0;
/// A form's help line, in points.
const HINT_TEXT: f32 = 16.0;
/// A line of the resolver's preview, in points.
const PREVIEW_TEXT: f32 = 16.0;
/// The dock's height, in points, whatever the form: the resolver at its fullest, in
/// French, beside six brawlers' cards at 1280×720 (`tests/ui_saloon.rs`).
const BLOW_DOCK_HEIGHT: f32 = 430.0;
/// The dock's frame around its form (margins, stroke) and a point to spare, in points.
const DOCK_MARGINS: f32 = 20.0;
/// The narrowest a card's content may be, in points (its "Attacks now" button).
const CARD_MIN_WIDTH: f32 = 120.0;

/// The form open in the dock, if any.
#[derive(Clone, Debug, PartialEq)]
enum Form {
    Blow(BlowForm),
    Event(EventForm),
    Give { to: Option<usize> },
}

/// What the turn's main action is (Space, the large button).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Main {
    /// The aggressor may attack: the blow resolver.
    Blow,
    /// The aggressor may not attack but may play a card: an event or a whiskey.
    Event,
    /// The aggressor plays no card (stunned): only a card given passes the turn.
    Give,
}

impl Main {
    fn of(s: &SaloonState) -> Self {
        if s.may_attack().is_ok() {
            Self::Blow
        } else if s.may_play_event().is_ok() {
            Self::Event
        } else {
            Self::Give
        }
    }
}

/// A brawl's table view: which brawler the keys act on and the form being filled.
pub struct SaloonView {
    badges: Vec<String>,
    colours: Vec<Color32>,
    selected: Option<usize>,
    form: Option<Form>,
    /// The blow resolver's height, in points, and the column width (in half points) and
    /// language it was measured for.
    blow_height: Option<((i32, crate::i18n::Language), f32)>,
}

impl View<SaloonGame> for SaloonView {
    fn new(session: &Session<Saloon>, _prefs: &SaloonPrefs, _resumed: bool) -> Self {
        let seating: &Seating = &session.journal().setup().seating;
        Self {
            badges: seating.badges(),
            colours: seating
                .players
                .iter()
                .map(|p| theme::player_colour(p.colour))
                .collect(),
            selected: None,
            form: None,
            blow_height: None,
        }
    }

    fn table_keys(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        if s.is_over() {
            self.form = None;
        }
        self.keys(ui, s, cx);
    }

    fn header(&self, s: &SaloonState, cx: &Cx<'_, '_>) -> Header {
        let t = |m: Message| cx.i18n.tr(&m);
        match s.over {
            Some(winner) => Header {
                title: match winner {
                    Some(w) => t(Message::new("saloon-history-winner").text("name", s.name(w))),
                    None => cx.i18n.text("saloon-history-no-winner"),
                },
                turn: None,
                status: None,
            },
            None => {
                let a = s.aggressor;
                let barred = s.attack_barred();
                Header {
                    title: t(Message::new("saloon-turn").number("turn", i64::from(s.turn))),
                    turn: Some(Turn {
                        name: s.name(a),
                        colour: self.colour(a),
                        label: t(turn_message(&s.name(a), barred)),
                    }),
                    status: Some(cx.i18n.text(match barred {
                        None | Some(Status::Table) => "saloon-header-attacks",
                        Some(Status::Stunned) => "saloon-header-stunned",
                        Some(Status::CannotAttack) => "saloon-header-cannot-attack",
                        Some(Status::Distracted) => "saloon-header-distracted",
                    })),
                }
            }
        }
    }

    fn card_spec(&self, s: &SaloonState, _cx: &Cx<'_, '_>) -> CardSpec {
        CardSpec {
            count: s.brawlers.len(),
            // The KO points, alone on their row, at the figure size (no larger key row:
            // they are the card's one figure).
            key_rows: 0,
            key_ems: 0.0,
            figure_rows: 1,
            figure_ems: widgets::figure_ems("", &MAX_KO.to_string()),
            // The −1, the ten-box track and the +1; the statuses and "Attacks now".
            // The same rows whatever the form: the cards never move (issue 27).
            text_rows: 2,
            button_rows: 0,
            min_width: CARD_MIN_WIDTH,
        }
    }

    fn player_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let colour = self.colour(i);
        let out = !s.brawlers[i].is_standing();
        widgets::framed_card(ui, card, colour, out, |ui| {
            self.card_ui(ui, s, i, card, cx);
        });
        if i == s.aggressor && !s.is_over() {
            // Who has the turn: a gold ring around the card.
            ui.painter().rect_stroke(
                card.rect.expand(4.0),
                13.0,
                egui::Stroke::new(3.0, theme::GOLD),
                egui::StrokeKind::Inside,
            );
        }
    }

    fn dock_form_ui(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        self.measure_blow_form(ui, s, cx);
        match self.form.clone() {
            Some(Form::Blow(form)) => {
                let form = self.blow_form_ui(ui, s, form, cx);
                self.form = Some(Form::Blow(form));
            }
            Some(Form::Event(form)) => self.event_form_ui(ui, s, form, cx),
            Some(Form::Give { to }) => self.give_form_ui(ui, s, to, cx),
            None => idle_ui(ui, s, cx.i18n),
        }
    }

    fn dock_action_ui(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        match self.form.clone() {
            Some(Form::Blow(form)) => self.blow_actions_ui(ui, s, &form, cx),
            Some(Form::Event(form)) => {
                // What the card will do, line by line, as the blow's preview.
                if let Ok(action) = form.check()
                    && let Ok(applied) = <Saloon as Rules>::apply(s, &action)
                {
                    let lines: Vec<Message> = describe(s, &action, &applied.events)
                        .into_iter()
                        // Not the headline ("Turn 3: Ann plays…"): the form says it.
                        .skip(1)
                        .filter(|m| {
                            !matches!(m.id, "saloon-history-winner" | "saloon-history-no-winner")
                        })
                        .chain(blow::ending_message(&applied.state))
                        .collect();
                    blow::preview_ui(ui, cx.i18n, &lines);
                }
                let why = form.check().err().map(|m| cx.i18n.tr(&m));
                let text = cx.i18n.text("saloon-event-confirm");
                self.confirm_ui(ui, s, &text, why.as_deref(), None, cx);
            }
            Some(Form::Give { to }) => {
                let why = to.is_none().then(|| cx.i18n.text("saloon-choose-receiver"));
                let text = cx.i18n.text("saloon-give-confirm");
                self.confirm_ui(ui, s, &text, why.as_deref(), None, cx);
            }
            None => self.main_actions_ui(ui, s, cx),
        }
    }

    fn dock_step(&self, _s: &SaloonState) -> u64 {
        match self.form {
            None => 0,
            Some(Form::Blow(_)) => 1,
            Some(Form::Event(_)) => 2,
            Some(Form::Give { .. }) => 3,
        }
    }

    /// The resolver's height whatever the form, and with none open: the players' cards
    /// are laid out once for the table and never move or shrink as a form opens or
    /// closes (issue 27). At least [`BLOW_DOCK_HEIGHT`]; more where the form's column is
    /// narrow (a side panel open) and the resolver's rows need it.
    fn dock_height(&self, _s: &SaloonState) -> Option<f32> {
        let needed = self
            .blow_height
            .map_or(0.0, |(_, height)| (height + DOCK_MARGINS).ceil());
        Some(needed.max(BLOW_DOCK_HEIGHT))
    }

    fn accepted(
        &mut self,
        action: &SaloonAction,
        _s: &SaloonState,
        _events: &[SaloonEvent],
        _cx: &mut Cx<'_, '_>,
    ) {
        if matches!(
            action,
            SaloonAction::Strike(_)
                | SaloonAction::PlayEvent { .. }
                | SaloonAction::GiveCard { .. }
        ) {
            self.form = None;
        }
    }

    fn rewound(&mut self, _s: &SaloonState, _cx: &mut Cx<'_, '_>) {
        self.form = None;
    }

    fn options_ui(ui: &mut Ui, i18n: &I18n, _prefs: &mut SaloonPrefs, _seating: &Seating) {
        ui.label(RichText::new(i18n.text("saloon-options-note")).weak());
    }
}

impl SaloonView {
    /// The brawler the −/+ keys act on, if one is chosen.
    #[must_use]
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    fn colour(&self, i: usize) -> Color32 {
        self.colours.get(i).copied().unwrap_or(theme::GOLD)
    }

    /// Opens the blow resolver (the attacker is the aggressor); a lone possible defender
    /// is chosen at once.
    pub fn open_blow(&mut self) {
        self.form = Some(Form::Blow(BlowForm::default()));
    }

    /// Opens the events, or says why the aggressor may not play one (stunned: no card).
    fn open_event(&mut self, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        match s.may_play_event() {
            Ok(()) => self.form = Some(Form::Event(EventForm::default())),
            Err(refusal) => cx.refuse(refusal.message()),
        }
    }

    /// Opens the gift of a card, or says why not (the brawl is over).
    fn open_give(&mut self, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        if s.is_over() {
            cx.refuse(Message::new("saloon-refuse-over"));
        } else {
            self.form = Some(Form::Give { to: None });
        }
    }

    /// The main action of the moment (Space): the blow resolver when the aggressor may
    /// attack, else the events, else the gift of a card.
    pub fn main_action(&mut self, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        if s.is_over() {
            return;
        }
        match Main::of(s) {
            Main::Blow => self.open_blow(),
            Main::Event => self.open_event(s, cx),
            Main::Give => self.open_give(s, cx),
        }
    }

    fn keys(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        if let Some(form) = &mut self.form {
            let others: Vec<usize> = s.standing().filter(|&i| i != s.aggressor).collect();
            let chosen = match form {
                Form::Blow(f) => &mut f.defender,
                Form::Event(f) => &mut f.next,
                Form::Give { to } => to,
            };
            widgets::cycle_keys(ui, Key::ArrowLeft, Key::ArrowRight, &others, chosen);
            if pressed(ui, Key::Enter) {
                self.confirm(s, cx);
            } else if pressed(ui, Key::Escape) {
                self.form = None;
            }
            return;
        }
        if s.is_over() {
            return;
        }
        let n = s.brawlers.len();
        let range = 1..=u8::try_from(n).unwrap_or(u8::MAX);
        match widgets::typed_digit(ui, range.clone()) {
            Some(Typed::Value(d)) => self.selected = Some(usize::from(d) - 1),
            Some(Typed::OutOfRange(d)) => cx.refuse(widgets::digit_refusal(d, range)),
            None => {}
        }
        let standing: Vec<usize> = s.standing().collect();
        widgets::cycle_keys(
            ui,
            Key::ArrowLeft,
            Key::ArrowRight,
            &standing,
            &mut self.selected,
        );
        let (space, event, give, minus, plus) = ui.input_mut(|i| {
            let none = egui::Modifiers::NONE;
            (
                i.consume_key(none, Key::Space),
                i.consume_key(none, Key::E),
                i.consume_key(none, Key::G),
                i.consume_key(none, Key::Minus) || i.consume_key(none, Key::ArrowDown),
                i.consume_key(none, Key::Plus)
                    || i.consume_key(egui::Modifiers::SHIFT, Key::Equals)
                    || i.consume_key(none, Key::Equals)
                    || i.consume_key(none, Key::ArrowUp),
            )
        });
        if space {
            self.main_action(s, cx);
        } else if event {
            self.open_event(s, cx);
        } else if give {
            self.open_give(s, cx);
        } else if minus || plus {
            match self.selected {
                Some(brawler) => cx.act(SaloonAction::Adjust {
                    brawler,
                    delta: if plus { 1 } else { -1 },
                }),
                None => cx.refuse(Message::new("saloon-choose-brawler")),
            }
        }
    }

    /// Confirms the open form (Enter, or its confirm button): its action, or the reason
    /// it cannot be taken yet, said beside the form.
    fn confirm(&mut self, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        let action = match &self.form {
            Some(Form::Blow(form)) => form.check(s).map(SaloonAction::Strike),
            Some(Form::Event(form)) => form.check(),
            Some(Form::Give { to: Some(to) }) => Ok(SaloonAction::GiveCard { to: *to }),
            Some(Form::Give { to: None }) => Err(Message::new("saloon-choose-receiver")),
            None => return,
        };
        match action {
            Ok(action) => cx.act(action),
            Err(why) => cx.refuse(why),
        }
    }

    /// The three actions of a turn: the main one large, at the bottom, the two others
    /// above it (each greyed with the rules' reason when it cannot be taken).
    fn main_actions_ui(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        if s.is_over() {
            return;
        }
        let main = Main::of(s);
        let blow_why = s.may_attack().err().map(|r| cx.i18n.tr(&r.message()));
        let event_why = s.may_play_event().err().map(|r| cx.i18n.tr(&r.message()));
        let text = |kind: Main| match kind {
            Main::Blow => cx
                .i18n
                .tr(&Message::new("saloon-blow-button").text("name", s.name(s.aggressor))),
            Main::Event => cx.i18n.text("saloon-event-button"),
            Main::Give => cx.i18n.text("saloon-give-button"),
        };
        let why = |kind: Main| match kind {
            Main::Blow => blow_why.clone(),
            Main::Event => event_why.clone(),
            Main::Give => None,
        };
        let key = |kind: Main| {
            cx.i18n.text(match kind {
                Main::Blow => "key-space",
                Main::Event => "saloon-key-e",
                Main::Give => "saloon-key-g",
            })
        };
        let mut open = None;
        ui.horizontal(|ui| {
            // Narrower padding: the two French labels side by side fill the column
            // ("Jouer un événement…", "Donner une carte…").
            ui.spacing_mut().button_padding.x = 8.0;
            // Two slots of half the row each, and each action in the same slot
            // whichever is the main one: "Event or whiskey…" always first, "Give a
            // card…" always second (when the blow is not possible the blow takes the
            // free slot). A long label is cut with its whole text on hover.
            let order = match main {
                Main::Blow => [Main::Event, Main::Give],
                Main::Event => [Main::Blow, Main::Give],
                Main::Give => [Main::Event, Main::Blow],
            };
            let half = (ui.available_width() - ui.spacing().item_spacing.x) / 2.0;
            let height = ui.spacing().interact_size.y;
            for kind in order {
                let layout = egui::Layout::left_to_right(egui::Align::Center);
                ui.allocate_ui_with_layout(egui::Vec2::new(half, height), layout, |ui| {
                    ui.set_width(half);
                    // A size smaller where the label would not fit the half row ("Événement
                    // ou whisky…"), cut only below 15 points.
                    let font = egui::TextStyle::Button.resolve(ui.style());
                    let natural = widgets::text_width(ui, &text(kind), font.size);
                    let room = half - 2.0 * ui.spacing().button_padding.x;
                    if natural > room {
                        let size = widgets::fitted_size(natural, room, font.size, 15.0);
                        ui.style_mut()
                            .text_styles
                            .insert(egui::TextStyle::Button, egui::FontId::proportional(size));
                    }
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
                    if widgets::button(ui, &text(kind), why(kind).as_deref(), Some(&key(kind)))
                        .clicked()
                    {
                        open = Some(kind);
                    }
                });
            }
        });
        let space = cx.i18n.text("key-space");
        // As wide as the widest it may read (any brawler's blow, the event, the gift),
        // within the column: its right edge stays put as the turn passes from a short
        // name to a long one.
        let names = (0..s.brawlers.len()).map(|i| {
            cx.i18n
                .tr(&Message::new("saloon-blow-button").text("name", s.name(i)))
        });
        let others = [
            cx.i18n.text("saloon-event-button"),
            cx.i18n.text("saloon-give-button"),
        ];
        let widest = widgets::widest_text(ui, names.chain(others), 26.0).max(260.0)
            + 2.0 * ui.spacing().button_padding.x
            + 8.0;
        let size = egui::Vec2::new(widest.min(ui.available_width()), theme::BIG_BUTTON_HEIGHT);
        if widgets::action_button(
            ui,
            &text(main),
            26.0,
            size,
            why(main).as_deref(),
            Some(&space),
        )
        .clicked()
        {
            open = Some(main);
        }
        match open {
            Some(Main::Blow) => self.open_blow(),
            Some(Main::Event) => self.open_event(s, cx),
            Some(Main::Give) => self.open_give(s, cx),
            None => {}
        }
    }

    /// A form's confirm (large) and cancel buttons, side by side (Enter and Esc do the
    /// same, with the keys); confirm is greyed with `why_not` and tells its keys (or
    /// `tip`) on hover.
    fn confirm_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        confirm: &str,
        why_not: Option<&str>,
        tip: Option<&str>,
        cx: &mut Cx<'_, '_>,
    ) {
        let enter = cx.i18n.text("key-enter");
        let mut confirmed = false;
        ui.horizontal(|ui| {
            if widgets::big_button(ui, confirm, why_not, Some(tip.unwrap_or(&enter))).clicked() {
                confirmed = true;
            }
            let esc = cx.i18n.text("key-esc");
            if widgets::button(ui, &cx.i18n.text("dialog-cancel"), None, Some(&esc)).clicked() {
                self.form = None;
            }
        });
        if confirmed {
            self.confirm(s, cx);
        }
    }
}

/// The dock with no form open: the draws owed, the knock-outs so far, the keys; at the
/// end, the winner.
fn idle_ui(ui: &mut Ui, s: &SaloonState, i18n: &I18n) {
    if let Some(winner) = s.over {
        let text = match winner {
            Some(w) => i18n.tr(&Message::new("saloon-history-winner").text("name", s.name(w))),
            None => i18n.text("saloon-history-no-winner"),
        };
        ui.label(
            RichText::new(text)
                .size(theme::CAPTION)
                .strong()
                .color(theme::accent(ui, theme::GOLD)),
        );
    }
    if let Some(draw) = s.draw.filter(|_| !s.is_over()) {
        let id = if draw.cursing {
            "saloon-draw-cursing"
        } else {
            "saloon-draw"
        };
        form_help(
            ui,
            &i18n.tr(&Message::new(id)
                .text("name", s.name(draw.brawler))
                .number("cards", i64::from(draw.cards))
                .number("limit", i64::from(HAND_LIMIT))),
        );
    }
    if !s.knocked_out.is_empty() {
        let names: Vec<String> = s.knocked_out.iter().map(|&i| s.name(i)).collect();
        form_help(
            ui,
            &i18n.tr(&Message::new("saloon-knocked-out-order").text("names", names.join(", "))),
        );
    }
    if !s.is_over() {
        ui.add(
            egui::Label::new(
                RichText::new(i18n.text("saloon-table-keys"))
                    .size(HINT_TEXT)
                    .italics(),
            )
            .wrap_mode(egui::TextWrapMode::Wrap),
        );
    }
}

/// A row's title in a form, in gold (weak when the row cannot be used), with its colon
/// ("Attack:").
fn row_title(ui: &mut Ui, i18n: &I18n, title: &str, enabled: bool) {
    let text = title_text(i18n, title);
    // Weak (still 4.5:1) when the row cannot be used: a dimmed gold would not read.
    let colour = if enabled {
        theme::accent(ui, theme::GOLD)
    } else {
        ui.visuals().weak_text_color()
    };
    // Whole, on the next line when it does not fit this one (never split over two).
    ui.add(
        egui::Label::new(RichText::new(text).size(FORM_TEXT).strong().color(colour))
            .wrap_mode(egui::TextWrapMode::Extend),
    );
}

/// A row's title as [`row_title`] shows it, with its colon ("Attack:").
fn title_text(i18n: &I18n, title: &str) -> String {
    if title.ends_with(':') || title.ends_with('?') {
        title.to_owned()
    } else {
        i18n.tr(&Message::new("saloon-row-title").text("title", title.to_owned()))
    }
}

/// The space between two choices on one line of a form; none past the line's end (a
/// space there would widen the form, not wrap).
fn gap(ui: &mut Ui) {
    // The room left on this line (a wrapping layout's available width is a whole line).
    let room = ui.available_rect_before_wrap().width().max(0.0);
    ui.add_space(14.0_f32.min(room));
}

/// The dense spacing of the dock's forms: many choices, little room (the resolver shows
/// every row from the moment it opens, in French, beside six brawlers at 1280×720).
fn dense(ui: &mut Ui) {
    let spacing = ui.spacing_mut();
    spacing.button_padding = Vec2::new(5.0, 1.0);
    spacing.item_spacing = Vec2::new(5.0, 3.0);
    spacing.interact_size.y = 22.0;
}

/// A form's title in the dock.
fn form_title(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).size(22.0).strong());
}

/// A form's help, wrapped to the form's width.
fn form_help(ui: &mut Ui, text: &str) {
    ui.add(
        egui::Label::new(RichText::new(text).size(HINT_TEXT).italics())
            .wrap_mode(egui::TextWrapMode::Wrap),
    );
}
