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

use egui::{Color32, Key, RichText, Ui, Vec2, WidgetInfo};

use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{CardSize, CardSpec, Header, Turn, View, ViewCx};
use crate::i18n::I18n;
use crate::kit::theme;
use crate::kit::widgets::{self, CardSizes, Choice, Typed, text_width};
use crate::session::Session;

use super::history::{state, step_message, turn_message};
use super::rules::{
    AttackCard, Blow, DefenceCard, EventCard, FollowUpCard, HAND_LIMIT, Help, HelpCard, MAX_KO,
    NoDefence, ObjectCard, Saloon, SaloonAction, SaloonState, Second, Status,
};
use super::{SaloonEvent, SaloonGame, SaloonPrefs};

type Cx<'a, 'b> = ViewCx<'a, SaloonGame>;

/// The text of the dock's forms (card and brawler buttons, titles), in points: the
/// operator's, read at arm's length, dense enough for the whole resolver beside six
/// brawlers' cards at 1280×720.
const FORM_TEXT: f32 = 16.0;
/// A form's help line, in points.
const HINT_TEXT: f32 = 16.0;
/// A line of the resolver's preview, in points.
const PREVIEW_TEXT: f32 = 16.0;
/// The dock's height while the blow resolver is open, in points: the resolver at its
/// fullest, in French, beside six brawlers' cards at 1280×720 (which then drop their
/// button row and stay readable: `tests/ui_saloon.rs`).
const BLOW_DOCK_HEIGHT: f32 = 400.0;
/// The narrowest a card's content may be, in points (its "Attacks now" button).
const CARD_MIN_WIDTH: f32 = 120.0;

/// The blow being entered in the resolver.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BlowForm {
    /// The defender.
    pub defender: Option<usize>,
    /// The attack card.
    pub attack: Option<AttackCard>,
    /// The object.
    pub object: Option<ObjectCard>,
    /// The follow-up.
    pub follow_up: Option<FollowUpCard>,
    /// The partner or second defender.
    pub second: Option<usize>,
    /// The partner's attack.
    pub second_attack: Option<AttackCard>,
    /// The second defender's defence.
    pub second_defence: Option<DefenceCard>,
    /// The help card.
    pub help: Option<HelpCard>,
    /// Its helper.
    pub helper: Option<usize>,
    /// The attacker dodged the "oops".
    pub dodged: bool,
    /// The defence.
    pub defence: Option<DefenceCard>,
    /// The human shield.
    pub shield: Option<usize>,
    /// "Come here, pal": the defence parries the partner's attack (not the aggressor's).
    pub parried: bool,
    /// "Two at once": the second defender's human shield.
    pub second_shield: Option<usize>,
    /// The countered attacker's defence against his own attack turned on him.
    pub counter_defence: Option<DefenceCard>,
    /// The countered attacker's human shield.
    pub counter_shield: Option<usize>,
}

impl BlowForm {
    /// The blow, once the defender and the attack are chosen.
    #[must_use]
    pub fn blow(&self) -> Option<Blow> {
        let mut blow = Blow::new(self.defender?, self.attack?);
        blow.object = self.object.filter(|_| blow.attack.takes_object());
        blow.follow_up = self.follow_up;
        blow.second = match self.follow_up {
            Some(FollowUpCard::ComeHerePal) => self.second.map(|brawler| Second {
                attack: self.second_attack,
                parried: self.parried && self.defence.is_some(),
                ..Second::defender(brawler, None)
            }),
            Some(FollowUpCard::TwoAtOnce) => self.second.map(|brawler| Second {
                shield: self
                    .second_shield
                    .filter(|_| self.second_defence == Some(DefenceCard::HumanShield)),
                ..Second::defender(brawler, self.second_defence)
            }),
            _ => None,
        };
        blow.help = match (self.help, self.helper) {
            (Some(card), Some(helper)) => Some(Help {
                helper,
                card,
                dodged: card == HelpCard::Oops && self.dodged,
            }),
            _ => None,
        };
        blow.defence = self.defence;
        blow.shield = self
            .shield
            .filter(|_| self.defence == Some(DefenceCard::HumanShield));
        if blow.countered() {
            blow.counter_defence = self.counter_defence;
            blow.counter_shield = self
                .counter_shield
                .filter(|_| self.counter_defence == Some(DefenceCard::HumanShield));
        }
        Some(blow)
    }

    /// The blow entered, as the rules would take it, or why not yet: what is missing,
    /// or the rules' refusal.
    fn check(&self, s: &SaloonState) -> Result<Blow, Message> {
        let blow = self
            .blow()
            .ok_or_else(|| Message::new("saloon-blow-incomplete"))?;
        s.preview(&blow).map_err(|r| r.message())?;
        Ok(blow)
    }
}

/// The event being played.
#[derive(Clone, Debug, Default, PartialEq)]
struct EventForm {
    card: Option<EventCard>,
    hit: Vec<usize>,
    next: Option<usize>,
}

impl EventForm {
    /// The action, or what is missing.
    fn check(&self) -> Result<SaloonAction, Message> {
        let card = self
            .card
            .ok_or_else(|| Message::new("saloon-choose-event"))?;
        if self.next.is_none() && self.hit.is_empty() {
            return Err(Message::new("saloon-refuse-next-needed"));
        }
        Ok(SaloonAction::PlayEvent {
            card,
            hit: self.hit.clone(),
            next: self.next,
        })
    }
}

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
            // The KO counter, with its −1 and +1.
            figure_rows: 1,
            figure_ems: widgets::stepper_ems(&MAX_KO.to_string()),
            // The ten-box track, and the statuses.
            text_rows: 2,
            // "Attacks now", only while no form is open: the resolver takes the room.
            button_rows: usize::from(self.form.is_none() && !s.is_over()),
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
        match self.form.clone() {
            Some(Form::Blow(form)) => self.blow_form_ui(ui, s, form, cx),
            Some(Form::Event(form)) => self.event_form_ui(ui, s, form, cx),
            Some(Form::Give { to }) => self.give_form_ui(ui, s, to, cx),
            None => idle_ui(ui, s, cx.i18n),
        }
    }

    fn dock_action_ui(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        match self.form.clone() {
            Some(Form::Blow(form)) => self.blow_actions_ui(ui, s, &form, cx),
            Some(Form::Event(form)) => {
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

    fn dock_height(&self, _s: &SaloonState) -> Option<f32> {
        matches!(self.form, Some(Form::Blow(_))).then_some(BLOW_DOCK_HEIGHT)
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

    /// One brawler's card: the name, the KO counter with −1 and +1, the ten-box track,
    /// the statuses (each a button that clears it), and "Attacks now".
    fn card_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let b = &s.brawlers[i];
        let standing = b.is_standing();
        let colour = self.colour(i);
        widgets::card_name(ui, card, &self.badges[i], &b.name, colour, !standing);
        let ko = b.ko.get();
        let ko_colour = match ko {
            0..=3 => theme::DANGER,
            4..=6 => theme::GOLD,
            _ => theme::GOOD,
        };
        let named = |id: &'static str| cx.i18n.tr(&Message::new(id).text("name", b.name.clone()));
        let value_label = cx.i18n.tr(&Message::new("saloon-ko-label")
            .text("name", b.name.clone())
            .number("ko", i64::from(ko)));
        let minus_why = s.may_adjust(i, -1).err().map(|r| cx.i18n.tr(&r.message()));
        let plus_why = s.may_adjust(i, 1).err().map(|r| cx.i18n.tr(&r.message()));
        let tip = cx.i18n.text("saloon-counter-keys");
        let stepped = widgets::card_stepper(
            ui,
            card,
            &widgets::Stepper {
                value: &ko.to_string(),
                value_label: &value_label,
                value_colour: ko_colour,
                value_size: card.sizes.figure,
                minus_label: &named("saloon-minus-label"),
                plus_label: &named("saloon-plus-label"),
                minus_why: minus_why.as_deref(),
                plus_why: plus_why.as_deref(),
                tooltip: Some(&tip),
            },
        );
        if let Some(delta) = stepped {
            self.selected = Some(i);
            cx.act(SaloonAction::Adjust { brawler: i, delta });
        }
        let row = CardSizes::row(card.sizes.text);
        ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), row),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                let size = (row * 0.8).min(ui.available_width() / 12.5);
                widgets::track(ui, ko, MAX_KO, size, ko_colour);
            },
        );
        if standing {
            self.chips_ui(ui, s, i, card, cx);
        } else {
            let order = s
                .knocked_out
                .iter()
                .position(|&k| k == i)
                .map_or(0, |k| k + 1);
            let text = cx
                .i18n
                .tr(&Message::new("saloon-knocked-out-tag").number("order", order as i64));
            // Smaller rather than cut on a narrow card.
            let size = card.sizes.text
                * (ui.available_width() / text_width(ui, &text, card.sizes.text).max(1.0)).min(1.0);
            ui.allocate_ui_with_layout(
                Vec2::new(ui.available_width(), CardSizes::row(card.sizes.text)),
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| {
                    ui.add(
                        egui::Label::new(
                            RichText::new(text).size(size).strong().color(theme::DANGER),
                        )
                        .truncate(),
                    );
                },
            );
        }
        if self.form.is_none() && !s.is_over() {
            self.card_buttons_ui(ui, s, i, card, cx);
        }
    }

    /// The statuses row: "ATTACKS" on the aggressor who may attack ("WINNER" on the last
    /// one standing), then each status as a chip that clears it, all on one row, smaller
    /// when they would not fit.
    fn chips_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let b = &s.brawlers[i];
        let attacks = i == s.aggressor && !s.is_over() && s.may_attack().is_ok();
        let won = s.over == Some(Some(i));
        let mut chips: Vec<(String, Color32, Option<Status>)> = Vec::new();
        if attacks || won {
            let id = if won {
                "saloon-winner-tag"
            } else {
                "saloon-attacks-tag"
            };
            chips.push((cx.i18n.text(id), theme::GOLD, None));
        }
        for status in b.statuses() {
            chips.push((
                cx.i18n.text(chip_id(status)),
                chip_colour(status),
                Some(status),
            ));
        }
        let row = CardSizes::row(card.sizes.text);
        let size = card.sizes.text * 0.85;
        let pad = size * 0.35;
        let gap = size * 0.3;
        let natural: f32 = chips
            .iter()
            .map(|(text, _, _)| text_width(ui, text, size) + 2.0 * pad)
            .sum::<f32>()
            + gap * chips.len().saturating_sub(1) as f32;
        let scale = (ui.available_width() / natural.max(1.0)).min(1.0);
        let mut clear = None;
        ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), row),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.spacing_mut().item_spacing.x = gap * scale;
                ui.spacing_mut().button_padding = Vec2::new(pad * scale, 0.0);
                ui.spacing_mut().interact_size.y = 0.0;
                for (text, fill, status) in &chips {
                    let text = RichText::new(text)
                        .size(size * scale)
                        .strong()
                        .color(Color32::BLACK);
                    let Some(status) = *status else {
                        // The aggressor's tag: no button, nothing to clear.
                        let response = egui::Frame::new()
                            .fill(*fill)
                            .corner_radius(4.0)
                            .inner_margin(egui::Margin::symmetric((pad * scale) as i8, 0))
                            .show(ui, |ui| ui.add(egui::Label::new(text).selectable(false)))
                            .inner;
                        let label = if won {
                            cx.i18n
                                .tr(&Message::new("saloon-history-winner")
                                    .text("name", b.name.clone()))
                        } else {
                            cx.i18n.tr(&turn_message(&b.name, None))
                        };
                        response
                            .widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &label));
                        continue;
                    };
                    let response = ui.add(egui::Button::new(text).fill(*fill));
                    let label = cx.i18n.tr(&Message::new("saloon-clear-status")
                        .text("name", b.name.clone())
                        .message("state", state(status, true)));
                    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, &label));
                    if response
                        .on_hover_text(cx.i18n.text("saloon-clear-status-tip"))
                        .clicked()
                    {
                        clear = Some(status);
                    }
                }
            },
        );
        if let Some(status) = clear {
            cx.act(SaloonAction::SetStatus {
                brawler: i,
                status,
                on: false,
            });
        }
    }

    /// The card's button row: "Attacks now" (by hand, when the cards name someone else)
    /// and the mark of the brawler the keys act on.
    fn card_buttons_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let b = &s.brawlers[i];
        let size = card.sizes.text.min(20.0);
        ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), theme::CARD_BUTTON_HEIGHT),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.spacing_mut().button_padding = Vec2::new(8.0, 2.0);
                if b.is_standing() && i != s.aggressor {
                    let label = cx
                        .i18n
                        .tr(&Message::new("saloon-make-aggressor").text("name", b.name.clone()));
                    let response = ui
                        .add(
                            egui::Button::new(
                                RichText::new(cx.i18n.text("saloon-card-make-aggressor"))
                                    .size(size),
                            )
                            .wrap_mode(egui::TextWrapMode::Truncate),
                        )
                        .on_hover_text(cx.i18n.text("saloon-make-aggressor-tip"));
                    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, &label));
                    if response.clicked() {
                        cx.act(SaloonAction::SetAggressor { brawler: i });
                    }
                }
                if self.selected == Some(i) {
                    let side = size * 0.8;
                    let (rect, response) =
                        ui.allocate_exact_size(Vec2::splat(side), egui::Sense::hover());
                    ui.painter()
                        .circle_filled(rect.center(), side * 0.45, theme::GOLD);
                    let label = cx
                        .i18n
                        .tr(&Message::new("saloon-selected-label").text("name", b.name.clone()));
                    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &label));
                    response.on_hover_text(cx.i18n.text("saloon-selected"));
                }
            },
        );
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
            for kind in [Main::Blow, Main::Event, Main::Give] {
                if kind != main
                    && widgets::button(ui, &text(kind), why(kind).as_deref(), Some(&key(kind)))
                        .clicked()
                {
                    open = Some(kind);
                }
            }
        });
        let space = cx.i18n.text("key-space");
        if widgets::big_button(ui, &text(main), why(main).as_deref(), Some(&space)).clicked() {
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

    /// The resolver's action column: the preview, line by line, then Apply and Cancel.
    fn blow_actions_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        form: &BlowForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let checked = form.check(s);
        if let Some(blow) = form.blow()
            && let Ok(resolution) = s.preview(&blow)
        {
            ui.scope(|ui| {
                ui.spacing_mut().item_spacing.y = 2.0;
                for step in &resolution.steps {
                    ui.add(
                        egui::Label::new(
                            RichText::new(cx.i18n.tr(&step_message(s, step)))
                                .size(PREVIEW_TEXT)
                                .strong(),
                        )
                        .wrap_mode(egui::TextWrapMode::Wrap),
                    );
                }
            });
        }
        let why = checked.err().map(|m| cx.i18n.tr(&m));
        let tip = cx.i18n.text("saloon-blow-keys");
        let text = cx.i18n.text("saloon-apply-blow");
        self.confirm_ui(ui, s, &text, why.as_deref(), Some(&tip), cx);
    }

    /// The blow resolver's cards, one row each (a row wraps where it must): the
    /// defender, the attack, the object, the follow-up and the second brawler it names,
    /// the help and its helper, the defence and its shield, then the parry of "come here,
    /// pal" and the attacker's own defence against a counter-attack.
    fn blow_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        mut form: BlowForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        dense(ui);
        let attacker = s.aggressor;
        let others: Vec<usize> = s.standing().filter(|&i| i != attacker).collect();
        let t = |id: &'static str| i18n.text(id);
        ui.horizontal_wrapped(|ui| {
            brawler_choices(
                ui,
                i18n,
                s,
                &Brawlers::new("saloon-defender", "saloon-defender-option", &others),
                &mut form.defender,
            );
            gap(ui);
            card_choices(
                ui,
                i18n,
                &Row::new(
                    &t("saloon-row-attack"),
                    &AttackCard::ALL,
                    AttackCard::message_id,
                ),
                &mut form.attack,
            );
        });
        let no_object = form
            .attack
            .is_some_and(|a| !a.takes_object())
            .then(|| t("saloon-refuse-object-not-allowed"));
        if no_object.is_some() {
            form.object = None;
        }
        ui.horizontal_wrapped(|ui| {
            card_choices(
                ui,
                i18n,
                &Row {
                    none: true,
                    why_not: no_object.as_deref(),
                    ..Row::new(
                        &t("saloon-row-object"),
                        &ObjectCard::ALL,
                        ObjectCard::message_id,
                    )
                },
                &mut form.object,
            );
            gap(ui);
            card_choices(
                ui,
                i18n,
                &Row {
                    none: true,
                    ..Row::new(
                        &t("saloon-row-follow-up"),
                        &FollowUpCard::ALL,
                        FollowUpCard::message_id,
                    )
                },
                &mut form.follow_up,
            );
        });
        let fighters: Vec<usize> = others
            .iter()
            .copied()
            .filter(|&i| Some(i) != form.defender)
            .collect();
        match form.follow_up {
            Some(FollowUpCard::ComeHerePal) => {
                ui.horizontal_wrapped(|ui| {
                    let partners = Brawlers {
                        why_not: &|i| s.may_play_card(i).err().map(|r| i18n.tr(&r.message())),
                        ..Brawlers::new("saloon-partner", "saloon-partner-option", &fighters)
                    };
                    brawler_choices(ui, i18n, s, &partners, &mut form.second);
                    gap(ui);
                    card_choices(
                        ui,
                        i18n,
                        &Row::new(
                            &t("saloon-row-partner-attack"),
                            &AttackCard::ALL,
                            AttackCard::message_id,
                        ),
                        &mut form.second_attack,
                    );
                });
            }
            Some(FollowUpCard::TwoAtOnce) => {
                ui.horizontal_wrapped(|ui| {
                    brawler_choices(
                        ui,
                        i18n,
                        s,
                        &Brawlers::new("saloon-second", "saloon-second-option", &fighters),
                        &mut form.second,
                    );
                    gap(ui);
                    let barred = form.blow().and_then(|b| s.second_defence_barred(&b));
                    let second = s.name(form.second.unwrap_or_default());
                    defence_choices(
                        ui,
                        i18n,
                        "saloon-row-second-defence",
                        barred.map(|why| (why, second)),
                        &mut form.second_defence,
                    );
                    let shields: Vec<usize> = fighters
                        .iter()
                        .copied()
                        .filter(|&i| Some(i) != form.second)
                        .collect();
                    shield_choices(
                        ui,
                        i18n,
                        s,
                        form.second_defence,
                        &Brawlers::new(
                            "saloon-second-shield",
                            "saloon-second-shield-option",
                            &shields,
                        ),
                        &mut form.second_shield,
                    );
                });
            }
            _ => {}
        }
        ui.horizontal_wrapped(|ui| {
            card_choices(
                ui,
                i18n,
                &Row {
                    none: true,
                    ..Row::new(&t("saloon-row-help"), &HelpCard::ALL, HelpCard::message_id)
                },
                &mut form.help,
            );
            if form.help.is_some() {
                let helpers = Brawlers {
                    why_not: &|i| s.may_play_card(i).err().map(|r| i18n.tr(&r.message())),
                    ..Brawlers::new("saloon-helper", "saloon-helper-option", &fighters)
                };
                gap(ui);
                brawler_choices(ui, i18n, s, &helpers, &mut form.helper);
            } else {
                form.helper = None;
            }
            if form.help == Some(HelpCard::Oops) {
                ui.checkbox(
                    &mut form.dodged,
                    RichText::new(t("saloon-oops-dodged")).size(FORM_TEXT),
                );
            }
        });
        ui.horizontal_wrapped(|ui| {
            let barred = form.blow().and_then(|b| s.defence_barred(&b));
            let defender = s.name(form.defender.unwrap_or_default());
            defence_choices(
                ui,
                i18n,
                "saloon-row-defence",
                barred.map(|why| (why, defender)),
                &mut form.defence,
            );
            shield_choices(
                ui,
                i18n,
                s,
                form.defence,
                &Brawlers::new("saloon-shield", "saloon-shield-option", &fighters),
                &mut form.shield,
            );
        });
        let pal = form.follow_up == Some(FollowUpCard::ComeHerePal) && form.defence.is_some();
        let countered = form.blow().is_some_and(|b| s.is_countered(&b));
        if !countered {
            form.counter_defence = None;
            form.counter_shield = None;
        }
        if pal || countered {
            ui.horizontal_wrapped(|ui| {
                if pal {
                    parry_choices(ui, i18n, s, &mut form);
                    gap(ui);
                }
                if countered {
                    counter_choices(ui, i18n, s, &mut form, &others);
                }
            });
        }
        self.form = Some(Form::Blow(form));
    }

    /// The events and whiskey: the card, what it does, the barkeeper's victims and the
    /// next aggressor.
    fn event_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        mut form: EventForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        dense(ui);
        let player = s.aggressor;
        form_title(
            ui,
            &i18n.tr(&Message::new("saloon-event-title").text("name", s.name(player))),
        );
        ui.horizontal_wrapped(|ui| {
            card_choices(
                ui,
                i18n,
                &Row::new(
                    &i18n.text("saloon-row-event"),
                    &EventCard::ALL,
                    EventCard::message_id,
                ),
                &mut form.card,
            );
        });
        let hint = form.card.map_or("saloon-event-hint", event_hint);
        form_help(ui, &i18n.text(hint));
        let barkeeper = form.card == Some(EventCard::Barkeeper);
        if !barkeeper {
            form.hit.clear();
        }
        ui.horizontal_wrapped(|ui| {
            row_title(ui, i18n, &i18n.text("saloon-barkeeper-who"), barkeeper);
            for i in s.standing() {
                let mut on = form.hit.contains(&i);
                let label = i18n.tr(&Message::new("saloon-hit-option").text("name", s.name(i)));
                let response = ui.add_enabled(
                    barkeeper,
                    egui::Checkbox::new(&mut on, RichText::new(s.name(i)).size(FORM_TEXT)),
                );
                response.widget_info(|| {
                    WidgetInfo::selected(egui::Role::CheckBox, barkeeper, on, &label)
                });
                if response.changed() {
                    if on {
                        form.hit.push(i);
                    } else {
                        form.hit.retain(|&k| k != i);
                    }
                }
            }
        });
        let others: Vec<usize> = s.standing().filter(|&i| i != player).collect();
        ui.horizontal_wrapped(|ui| {
            brawler_choices(
                ui,
                i18n,
                s,
                &Brawlers::new("saloon-next", "saloon-next-option", &others),
                &mut form.next,
            );
        });
        self.form = Some(Form::Event(form));
    }

    /// The gift of a card: to whom (who then attacks).
    fn give_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        mut to: Option<usize>,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        dense(ui);
        form_title(
            ui,
            &i18n.tr(&Message::new("saloon-give-title").text("name", s.name(s.aggressor))),
        );
        form_help(ui, &i18n.text("saloon-give-help"));
        let others: Vec<usize> = s.standing().filter(|&i| i != s.aggressor).collect();
        ui.horizontal_wrapped(|ui| {
            brawler_choices(
                ui,
                i18n,
                s,
                &Brawlers::new("saloon-give-to", "saloon-give-to-option", &others),
                &mut to,
            );
        });
        self.form = Some(Form::Give { to });
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
                .color(theme::GOLD),
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
                    .weak(),
            )
            .wrap_mode(egui::TextWrapMode::Wrap),
        );
    }
}

/// A row's title in a form, in gold (weak when the row cannot be used), with its colon
/// ("Attack:").
fn row_title(ui: &mut Ui, i18n: &I18n, title: &str, enabled: bool) {
    let text = if title.ends_with(':') || title.ends_with('?') {
        title.to_owned()
    } else {
        i18n.tr(&Message::new("saloon-row-title").text("title", title.to_owned()))
    };
    let colour = if enabled {
        theme::GOLD
    } else {
        theme::GOLD.gamma_multiply(0.5)
    };
    ui.label(RichText::new(text).size(FORM_TEXT).strong().color(colour));
}

/// The space between two choices on one line of a form.
fn gap(ui: &mut Ui) {
    ui.add_space(14.0);
}

/// The dense spacing of the dock's forms: many choices, little room.
fn dense(ui: &mut Ui) {
    let spacing = ui.spacing_mut();
    spacing.button_padding = Vec2::new(7.0, 1.0);
    spacing.item_spacing = Vec2::new(6.0, 4.0);
    spacing.interact_size.y = 24.0;
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

/// A row of cards to choose from.
struct Row<'a, T> {
    /// The row's title ("Attack"), also the start of each button's accessible label.
    title: &'a str,
    /// The cards offered.
    cards: &'a [T],
    /// The message id of a card's name.
    id_of: fn(T) -> &'static str,
    /// Whether "none" is offered.
    none: bool,
    /// Why the row cannot be used now, if it cannot.
    why_not: Option<&'a str>,
}

impl<'a, T> Row<'a, T> {
    fn new(title: &'a str, cards: &'a [T], id_of: fn(T) -> &'static str) -> Self {
        Self {
            title,
            cards,
            id_of,
            none: false,
            why_not: None,
        }
    }
}

/// A card row, inline in the caller's wrapped row: one button per card, plus "none"
/// when `none` is given; each button's accessible label is "{title} {card}". Returns
/// whether the choice changed.
fn card_choices<T: Copy + PartialEq>(
    ui: &mut Ui,
    i18n: &I18n,
    row: &Row<'_, T>,
    selected: &mut Option<T>,
) -> bool {
    let choice = |index: usize, text: String| Choice {
        index,
        label: format!("{} {text}", row.title),
        text,
        why_not: row.why_not.map(str::to_owned),
    };
    let mut choices = Vec::new();
    if row.none {
        choices.push(choice(0, i18n.text("saloon-none")));
    }
    for (k, &card) in row.cards.iter().enumerate() {
        choices.push(choice(k + 1, i18n.text((row.id_of)(card))));
    }
    let mut index = match *selected {
        Some(card) => row.cards.iter().position(|&c| c == card).map(|k| k + 1),
        None if row.none => Some(0),
        None => None,
    };
    row_title(ui, i18n, row.title, row.why_not.is_none());
    let changed = widgets::chooser(ui, "", &choices, &mut index, FORM_TEXT);
    if changed {
        *selected = index.and_then(|k| k.checked_sub(1)).map(|k| row.cards[k]);
        // The row was drawn before the click: draw the new choice at once.
        ui.ctx().request_repaint();
    }
    changed
}

/// A row of brawlers to choose from: the title's message id, the message id of each
/// button's accessible label ("Defender {name}"), who is offered, and why one of them
/// may not be chosen.
struct Brawlers<'a> {
    title_id: &'static str,
    option_id: &'static str,
    brawlers: &'a [usize],
    why_not: &'a dyn Fn(usize) -> Option<String>,
}

impl<'a> Brawlers<'a> {
    fn new(title_id: &'static str, option_id: &'static str, brawlers: &'a [usize]) -> Self {
        Self {
            title_id,
            option_id,
            brawlers,
            why_not: &|_| None,
        }
    }
}

/// Brawler buttons, inline in the caller's wrapped row; a lone possible one is chosen
/// at once (the shared chooser).
fn brawler_choices(
    ui: &mut Ui,
    i18n: &I18n,
    s: &SaloonState,
    row: &Brawlers<'_>,
    selected: &mut Option<usize>,
) -> bool {
    let choices: Vec<Choice> = row
        .brawlers
        .iter()
        .map(|&i| Choice {
            index: i,
            text: s.name(i),
            label: i18n.tr(&Message::new(row.option_id).text("name", s.name(i))),
            why_not: (row.why_not)(i),
        })
        .collect();
    if selected.is_some_and(|i| !choices.iter().any(|c| c.index == i && c.why_not.is_none())) {
        *selected = None;
    }
    row_title(ui, i18n, &i18n.text(row.title_id), true);
    let changed = widgets::chooser(ui, "", &choices, selected, FORM_TEXT);
    if changed {
        ui.ctx().request_repaint();
    }
    changed
}

/// Why a brawler plays no defence, as the defence row's reason: a table stops the blow
/// whole, or a card or status forbids a defence.
fn barred_text(i18n: &I18n, name: &str, why: NoDefence) -> String {
    match why {
        NoDefence::Table => {
            i18n.tr(&Message::new("saloon-table-no-defence").text("name", name.to_owned()))
        }
        _ => i18n.tr(&Message::new("saloon-refuse-cannot-defend")
            .text("name", name.to_owned())
            .message("why", Message::new(why.message_id()))),
    }
}

/// A defender's defence cards, inline: not asked at all behind a table (a sentence
/// says why instead), greyed with the reason when a card or status forbids a defence.
fn defence_choices(
    ui: &mut Ui,
    i18n: &I18n,
    title_id: &'static str,
    barred: Option<(NoDefence, String)>,
    defence: &mut Option<DefenceCard>,
) {
    let title = i18n.text(title_id);
    let why_not = barred.map(|(why, name)| {
        *defence = None;
        (why, barred_text(i18n, &name, why))
    });
    if let Some((NoDefence::Table, sentence)) = &why_not {
        row_title(ui, i18n, &title, true);
        ui.label(RichText::new(sentence).size(FORM_TEXT).italics());
        return;
    }
    card_choices(
        ui,
        i18n,
        &Row {
            none: true,
            why_not: why_not.as_ref().map(|(_, text)| text.as_str()),
            ..Row::new(&title, &DefenceCard::ALL, DefenceCard::message_id)
        },
        defence,
    );
}

/// "Come here, pal": which of the two attacks the defence parries (« Le défenseur ne
/// pourra parer qu'une seule des deux attaques »), asked once a defence is chosen.
fn parry_choices(ui: &mut Ui, i18n: &I18n, s: &SaloonState, form: &mut BlowForm) {
    let (Some(partner), Some(partner_attack), Some(attack)) =
        (form.second, form.second_attack, form.attack)
    else {
        return;
    };
    let option = |index: usize, who: usize, card: AttackCard| {
        let card_name = i18n.text(card.message_id());
        Choice {
            index,
            text: format!("{} ({card_name})", s.name(who)),
            label: i18n.tr(&Message::new("saloon-parry-option")
                .text("name", s.name(who))
                .text("card", card_name)),
            why_not: None,
        }
    };
    let choices = [
        option(0, s.aggressor, attack),
        option(1, partner, partner_attack),
    ];
    let mut index = Some(usize::from(form.parried));
    row_title(ui, i18n, &i18n.text("saloon-parry"), true);
    if widgets::chooser(ui, "", &choices, &mut index, FORM_TEXT) {
        form.parried = index == Some(1);
        ui.ctx().request_repaint();
    }
}

/// A counter-attack turns the blow on its attacker, who may defend against it like
/// any defence (« Il peut se défendre normalement »): his defence card (not the
/// counter-attack: the box has one) and, with a human shield, who is put in front.
fn counter_choices(
    ui: &mut Ui,
    i18n: &I18n,
    s: &SaloonState,
    form: &mut BlowForm,
    others: &[usize],
) {
    // The attack turned back: the aggressor's, or the partner's when the defence
    // parried it.
    let countered_attacker = match (form.follow_up, form.second) {
        (Some(FollowUpCard::ComeHerePal), Some(partner)) if form.parried => partner,
        _ => s.aggressor,
    };
    let cards: Vec<DefenceCard> = DefenceCard::ALL
        .into_iter()
        .filter(|&c| c != DefenceCard::CounterAttack)
        .collect();
    let title = i18n
        .tr(&Message::new("saloon-row-counter-defence").text("name", s.name(countered_attacker)));
    card_choices(
        ui,
        i18n,
        &Row {
            none: true,
            ..Row::new(&title, &cards, DefenceCard::message_id)
        },
        &mut form.counter_defence,
    );
    let shields: Vec<usize> = others
        .iter()
        .copied()
        .filter(|&i| Some(i) != form.defender && Some(i) != form.second)
        .collect();
    shield_choices(
        ui,
        i18n,
        s,
        form.counter_defence,
        &Brawlers::new(
            "saloon-counter-shield",
            "saloon-counter-shield-option",
            &shields,
        ),
        &mut form.counter_shield,
    );
}

/// After a defence row: with a human shield, who is put in front (`row`'s brawlers),
/// inline; nothing for any other defence.
fn shield_choices(
    ui: &mut Ui,
    i18n: &I18n,
    s: &SaloonState,
    defence: Option<DefenceCard>,
    row: &Brawlers<'_>,
    shield: &mut Option<usize>,
) {
    if defence == Some(DefenceCard::HumanShield) {
        gap(ui);
        brawler_choices(ui, i18n, s, row, shield);
    }
}

/// The short text of a status chip on a brawler's card.
fn chip_id(status: Status) -> &'static str {
    match status {
        Status::Stunned => "saloon-chip-stunned",
        Status::CannotAttack => "saloon-chip-cannot-attack",
        Status::Distracted => "saloon-chip-distracted",
        Status::Table => "saloon-chip-table",
    }
}

/// A status chip's colour.
fn chip_colour(status: Status) -> Color32 {
    match status {
        Status::Stunned => Color32::from_rgb(0xF2, 0xC1, 0x4E),
        Status::CannotAttack => Color32::from_rgb(0xE8, 0x8A, 0x5A),
        Status::Distracted => Color32::from_rgb(0xE0, 0x9E, 0xD6),
        Status::Table => Color32::from_rgb(0x9C, 0xC7, 0x8A),
    }
}

/// What an event card does, in one sentence.
fn event_hint(card: EventCard) -> &'static str {
    match card {
        EventCard::Barkeeper => "saloon-hint-barkeeper",
        EventCard::CanCan => "saloon-hint-can-can",
        EventCard::Doctor => "saloon-hint-doctor",
        EventCard::Pianist => "saloon-hint-pianist",
        EventCard::Table => "saloon-hint-table",
        EventCard::Whiskey => "saloon-hint-whiskey",
    }
}
