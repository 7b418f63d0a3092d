//! Saloon's table view: a large KO counter per brawler with −1 and +1 (the heart), their
//! statuses, who attacks now, and the dialogs of the blow resolver, the events and the
//! gift of a card.
//!
//! The view reads the state the host lends it and asks for [`SaloonAction`]s through the
//! [`ViewCx`]; the host applies them, saves them and plays their cues.

use egui::{Color32, Key, RichText, Ui, WidgetInfo};

use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::host::{View, ViewCx};
use crate::i18n::I18n;
use crate::session::Session;
use crate::ui::theme;
use crate::ui::widgets::{self, Choice, DialogChoice};

use super::history::step_message;
use super::rules::{
    AttackCard, Blow, DefenceCard, EventCard, FollowUpCard, Help, HelpCard, MAX_KO, NoDefence,
    ObjectCard, Saloon, SaloonAction, SaloonState, Second, Status,
};
use super::{SaloonGame, SaloonPrefs};

type Cx<'a, 'b> = ViewCx<'a, SaloonGame>;

/// The size of a KO figure on a brawler's card, in points.
const KO_SIZE: f32 = 96.0;
/// The blow resolver's width, in points (less on a narrow screen).
const BLOW_WIDTH: f32 = 1180.0;
/// The blow resolver's least height, in points (less on a low screen).
const BLOW_HEIGHT: f32 = 700.0;
/// A line of the resolver's preview, in points: read from across the table.
const PREVIEW_SIZE: f32 = 26.0;
/// The width of the resolver's column of cards, in points.
const FORM_WIDTH: f32 = 700.0;
/// The window's height the resolver keeps for what is not its column of cards (its
/// title, the keys line, the confirm row, the modal's margins), in points.
const FORM_MARGIN: f32 = 250.0;

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
}

/// The event being played.
#[derive(Clone, Debug, Default, PartialEq)]
struct EventForm {
    card: Option<EventCard>,
    hit: Vec<usize>,
    next: Option<usize>,
}

/// The dialog open over the table, if any.
#[derive(Clone, Debug, PartialEq)]
enum Dialog {
    Blow(BlowForm),
    Event(EventForm),
    Give { to: Option<usize> },
}

/// A brawl's table view: which brawler the keys act on and the dialog being filled.
pub struct SaloonView {
    badges: Vec<String>,
    colours: Vec<Color32>,
    selected: Option<usize>,
    dialog: Option<Dialog>,
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
            dialog: None,
        }
    }

    fn ui(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        self.keys(ui, s, cx);
        self.header_ui(ui, s, cx);
        ui.add_space(6.0);
        let n = s.brawlers.len();
        let max_columns = if ui.available_width() < 1000.0 { 2 } else { 3 };
        widgets::player_grid(ui, n, 250.0, max_columns, |ui, i, width| {
            let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
            let out = !s.brawlers[i].is_standing();
            widgets::player_card(ui, colour, out, width, |ui| {
                self.brawler_card_ui(ui, s, i, colour, cx);
            });
        });
        ui.add_space(12.0);
        self.actions_ui(ui, s, cx);
        self.dialog_ui(ui, s, cx);
    }

    fn accepted(
        &mut self,
        action: &SaloonAction,
        _s: &SaloonState,
        _events: &[super::SaloonEvent],
        _cx: &mut Cx<'_, '_>,
    ) {
        if matches!(
            action,
            SaloonAction::Strike(_)
                | SaloonAction::PlayEvent { .. }
                | SaloonAction::GiveCard { .. }
        ) {
            self.dialog = None;
        }
    }

    fn rewound(&mut self, _s: &SaloonState, _cx: &mut Cx<'_, '_>) {
        self.dialog = None;
    }

    fn options_ui(ui: &mut Ui, i18n: &I18n, _prefs: &mut SaloonPrefs, _seating: &Seating) {
        ui.label(RichText::new(i18n.text("saloon-options-note")).weak());
    }
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

/// A card row: one button per card, plus "none" when `none` is given; each button's
/// accessible label is "{title} {card}". Returns whether the choice changed.
fn card_row<T: Copy + PartialEq>(
    ui: &mut Ui,
    i18n: &I18n,
    row: &Row<'_, T>,
    selected: &mut Option<T>,
) -> bool {
    let Row {
        title,
        cards,
        id_of,
        none,
        why_not,
    } = *row;
    let mut choices = Vec::new();
    if none {
        let text = i18n.text("saloon-none");
        choices.push(Choice {
            index: 0,
            label: format!("{title} {text}"),
            text,
            why_not: why_not.map(str::to_owned),
        });
    }
    for (k, &card) in cards.iter().enumerate() {
        let text = i18n.text(id_of(card));
        choices.push(Choice {
            index: k + 1,
            label: format!("{title} {text}"),
            text,
            why_not: why_not.map(str::to_owned),
        });
    }
    let mut index = match *selected {
        Some(card) => cards.iter().position(|&c| c == card).map(|k| k + 1),
        None if none => Some(0),
        None => None,
    };
    let changed = widgets::player_chooser(ui, title, &choices, &mut index);
    if changed {
        *selected = index.and_then(|k| k.checked_sub(1)).map(|k| cards[k]);
        // The row was drawn before the click: draw the new choice at once.
        ui.ctx().request_repaint();
    }
    changed
}

/// A row of brawler buttons labelled "{prefix} {name}".
fn brawler_row(
    ui: &mut Ui,
    i18n: &I18n,
    s: &SaloonState,
    title_id: &'static str,
    option_id: &'static str,
    brawlers: &[usize],
    selected: &mut Option<usize>,
) -> bool {
    let choices: Vec<Choice> = brawlers
        .iter()
        .map(|&i| Choice {
            index: i,
            text: s.name(i),
            label: i18n.tr(&Message::new(option_id).text("name", s.name(i))),
            why_not: None,
        })
        .collect();
    let changed = widgets::player_chooser(ui, &i18n.text(title_id), &choices, selected);
    if changed {
        ui.ctx().request_repaint();
    }
    changed
}

impl SaloonView {
    /// The brawler the −/+ keys act on, if one is chosen.
    #[must_use]
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// Opens the blow resolver (the attacker is the aggressor).
    pub fn open_blow(&mut self, s: &SaloonState) {
        let standing: Vec<usize> = s.standing().filter(|&i| i != s.aggressor).collect();
        let defender = (standing.len() == 1).then(|| standing[0]);
        self.dialog = Some(Dialog::Blow(BlowForm {
            defender,
            ..BlowForm::default()
        }));
    }

    /// The main action of the moment (Space): the blow resolver when the aggressor may
    /// attack, else the events, else the gift of a card.
    pub fn main_action(&mut self, s: &SaloonState) {
        if s.is_over() {
            return;
        }
        if s.may_attack().is_ok() {
            self.open_blow(s);
        } else if s.may_play_event().is_ok() {
            self.dialog = Some(Dialog::Event(EventForm::default()));
        } else {
            self.dialog = Some(Dialog::Give { to: None });
        }
    }

    fn keys(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        if self.dialog.is_some() {
            if let Some(Dialog::Blow(form)) = &mut self.dialog {
                let defenders: Vec<usize> = s.standing().filter(|&i| i != s.aggressor).collect();
                widgets::cycle_keys(
                    ui,
                    Key::ArrowLeft,
                    Key::ArrowRight,
                    &defenders,
                    &mut form.defender,
                );
            }
            return;
        }
        let n = s.brawlers.len();
        if let Some(d) = widgets::digit_key(ui, 1..=6) {
            let i = usize::from(d) - 1;
            if i < n {
                self.selected = Some(i);
            }
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
            self.main_action(s);
        } else if event && !s.is_over() {
            self.dialog = Some(Dialog::Event(EventForm::default()));
        } else if give && !s.is_over() {
            self.dialog = Some(Dialog::Give { to: None });
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

    fn header_ui(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        match s.over {
            Some(winner) => {
                let text = match winner {
                    Some(w) => cx
                        .i18n
                        .tr(&Message::new("saloon-history-winner").text("name", s.name(w))),
                    None => cx.i18n.text("saloon-history-no-winner"),
                };
                ui.label(
                    RichText::new(text)
                        .size(theme::TITLE * 1.4)
                        .strong()
                        .color(theme::GOLD),
                );
            }
            None => {
                ui.horizontal(|ui| {
                    let turn = cx
                        .i18n
                        .tr(&Message::new("saloon-turn").number("turn", i64::from(s.turn)));
                    ui.label(RichText::new(turn).size(theme::TITLE));
                    ui.separator();
                    let a = s.aggressor;
                    let colour = self.colours.get(a).copied().unwrap_or(theme::GOLD);
                    widgets::badge(ui, &self.badges[a], colour, 48.0);
                    let attacks = cx
                        .i18n
                        .tr(&Message::new("saloon-caption-attacks").text("name", s.name(a)));
                    ui.label(
                        RichText::new(attacks)
                            .size(theme::TITLE * 1.3)
                            .strong()
                            .color(theme::GOLD),
                    );
                });
                if let Err(why) = s.may_attack() {
                    ui.label(
                        RichText::new(cx.i18n.tr(&why.message()))
                            .size(22.0)
                            .color(theme::DANGER),
                    );
                }
                if let Some(draw) = s.draw {
                    let id = if draw.cursing {
                        "saloon-draw-cursing"
                    } else {
                        "saloon-draw"
                    };
                    let text = cx.i18n.tr(&Message::new(id)
                        .text("name", s.name(draw.brawler))
                        .number("cards", i64::from(draw.cards))
                        .number("limit", i64::from(super::rules::HAND_LIMIT)));
                    ui.label(RichText::new(text).size(20.0));
                }
            }
        }
        if !s.knocked_out.is_empty() {
            let names: Vec<String> = s.knocked_out.iter().map(|&i| s.name(i)).collect();
            let text = cx
                .i18n
                .tr(&Message::new("saloon-knocked-out-order").text("names", names.join(", ")));
            ui.label(RichText::new(text).size(20.0));
        }
    }

    fn brawler_card_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        i: usize,
        colour: Color32,
        cx: &mut Cx<'_, '_>,
    ) {
        let b = &s.brawlers[i];
        let standing = b.is_standing();
        ui.horizontal(|ui| {
            widgets::badge(ui, &self.badges[i], colour, 44.0);
            let mut name = RichText::new(&b.name).size(theme::NAME).strong();
            if !standing {
                name = name.strikethrough();
            }
            ui.label(name);
            if standing && s.aggressor == i && !s.is_over() {
                ui.label(
                    RichText::new(cx.i18n.text("saloon-attacks-tag"))
                        .size(22.0)
                        .strong()
                        .color(theme::GOLD),
                );
            }
        });
        let ko = b.ko.get();
        let figure_colour = match ko {
            0..=3 => theme::DANGER,
            4..=6 => theme::GOLD,
            _ => theme::GOOD,
        };
        let name = b.name.clone();
        let minus_label = cx
            .i18n
            .tr(&Message::new("saloon-minus-label").text("name", name.clone()));
        let plus_label = cx
            .i18n
            .tr(&Message::new("saloon-plus-label").text("name", name.clone()));
        let value_label = cx.i18n.tr(&Message::new("saloon-ko-label")
            .text("name", name.clone())
            .number("ko", i64::from(ko)));
        let minus_why = s.may_adjust(i, -1).err().map(|r| cx.i18n.tr(&r.message()));
        let plus_why = s.may_adjust(i, 1).err().map(|r| cx.i18n.tr(&r.message()));
        let tip = cx.i18n.text("saloon-counter-keys");
        let stepped = widgets::stepper(
            ui,
            &widgets::Stepper {
                value: &ko.to_string(),
                value_label: &value_label,
                value_colour: figure_colour,
                value_size: KO_SIZE,
                minus_label: &minus_label,
                plus_label: &plus_label,
                minus_why: minus_why.as_deref(),
                plus_why: plus_why.as_deref(),
                tooltip: Some(&tip),
            },
        );
        if let Some(delta) = stepped {
            self.selected = Some(i);
            cx.act(SaloonAction::Adjust { brawler: i, delta });
        }
        widgets::track(ui, ko, MAX_KO, 18.0, figure_colour);
        if !standing {
            let order = s
                .knocked_out
                .iter()
                .position(|&k| k == i)
                .map_or(0, |k| k + 1);
            ui.label(
                RichText::new(
                    cx.i18n
                        .tr(&Message::new("saloon-knocked-out-tag").number("order", order as i64)),
                )
                .size(26.0)
                .strong()
                .color(theme::DANGER),
            );
            return;
        }
        ui.horizontal_wrapped(|ui| {
            for status in b.statuses() {
                let text = cx.i18n.text(chip_id(status));
                let label = cx.i18n.tr(&Message::new("saloon-clear-status")
                    .text("name", name.clone())
                    .message("status", Message::new(status.message_id())));
                let chip = egui::Button::new(
                    RichText::new(text)
                        .size(22.0)
                        .strong()
                        .color(Color32::BLACK),
                )
                .fill(chip_colour(status));
                let response = ui.add(chip);
                response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, &label));
                if response
                    .on_hover_text(cx.i18n.text("saloon-clear-status-tip"))
                    .clicked()
                {
                    cx.act(SaloonAction::SetStatus {
                        brawler: i,
                        status,
                        on: false,
                    });
                }
            }
        });
        ui.horizontal(|ui| {
            if self.selected == Some(i) {
                ui.label(
                    RichText::new(cx.i18n.text("saloon-selected"))
                        .color(theme::GOLD)
                        .strong(),
                );
            }
            if s.aggressor != i && !s.is_over() {
                let text = cx
                    .i18n
                    .tr(&Message::new("saloon-make-aggressor").text("name", name.clone()));
                if widgets::button(
                    ui,
                    &text,
                    None,
                    Some(&cx.i18n.text("saloon-make-aggressor-tip")),
                )
                .clicked()
                {
                    cx.act(SaloonAction::SetAggressor { brawler: i });
                }
            }
        });
    }

    fn actions_ui(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        if s.is_over() {
            return;
        }
        let space = cx.i18n.text("key-space");
        ui.horizontal_wrapped(|ui| {
            let why = s.may_attack().err().map(|r| cx.i18n.tr(&r.message()));
            let text = cx
                .i18n
                .tr(&Message::new("saloon-blow-button").text("name", s.name(s.aggressor)));
            if widgets::big_button(ui, &text, why.as_deref(), Some(&space)).clicked() {
                self.open_blow(s);
            }
            let why = s.may_play_event().err().map(|r| cx.i18n.tr(&r.message()));
            let key = cx.i18n.text("saloon-key-e");
            if widgets::big_button(
                ui,
                &cx.i18n.text("saloon-event-button"),
                why.as_deref(),
                Some(&key),
            )
            .clicked()
            {
                self.dialog = Some(Dialog::Event(EventForm::default()));
            }
            let key = cx.i18n.text("saloon-key-g");
            if widgets::big_button(ui, &cx.i18n.text("saloon-give-button"), None, Some(&key))
                .clicked()
            {
                self.dialog = Some(Dialog::Give { to: None });
            }
        });
        ui.label(RichText::new(cx.i18n.text("saloon-table-keys")).weak());
        if self.dialog.is_none()
            && let Some(refusal) = cx.refusal
        {
            widgets::refusal(ui, &cx.i18n.tr(refusal));
        }
    }

    fn dialog_ui(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        // A copy of the small form being filled (not of the game's state).
        let Some(dialog) = self.dialog.clone() else {
            return;
        };
        egui::Modal::new(egui::Id::unique("saloon-dialog")).show(ui.ctx(), |ui| {
            let room = (ui.ctx().content_rect().height() - 120.0).max(300.0);
            match dialog {
                Dialog::Blow(form) => {
                    // A fixed size: the modal stays put while rows and preview lines
                    // come and go, so the buttons do not move under the pointer.
                    let width = BLOW_WIDTH.min(ui.ctx().content_rect().width() - 60.0);
                    ui.set_width(width);
                    ui.set_min_height(BLOW_HEIGHT.min(room));
                    self.blow_dialog_ui(ui, s, form, cx);
                }
                Dialog::Event(form) => {
                    ui.set_width(820.0);
                    self.event_dialog_ui(ui, s, form, cx);
                }
                Dialog::Give { mut to } => {
                    ui.set_width(700.0);
                    ui.heading(
                        cx.i18n
                            .tr(&Message::new("saloon-give-title")
                                .text("name", s.name(s.aggressor))),
                    );
                    ui.label(cx.i18n.text("saloon-give-help"));
                    let others: Vec<usize> = s.standing().filter(|&i| i != s.aggressor).collect();
                    brawler_row(
                        ui,
                        cx.i18n,
                        s,
                        "saloon-give-to",
                        "saloon-give-to-option",
                        &others,
                        &mut to,
                    );
                    self.dialog = Some(Dialog::Give { to });
                    let why = to.is_none().then(|| cx.i18n.text("saloon-choose-receiver"));
                    let confirm = cx.i18n.text("saloon-give-confirm");
                    match confirm_row(ui, cx.i18n, &confirm, why.as_deref()) {
                        Some(DialogChoice::Confirm) => {
                            if let Some(to) = to {
                                cx.act(SaloonAction::GiveCard { to });
                            }
                        }
                        Some(DialogChoice::Cancel) => self.close(cx),
                        None => {}
                    }
                }
            }
            if let Some(refusal) = cx.refusal {
                widgets::refusal(ui, &cx.i18n.tr(refusal));
            }
        });
    }

    fn close(&mut self, cx: &mut Cx<'_, '_>) {
        self.dialog = None;
        cx.clear_refusal();
    }

    fn blow_dialog_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        mut form: BlowForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        let attacker = s.aggressor;
        ui.heading(i18n.tr(&Message::new("saloon-blow-title").text("name", s.name(attacker))));
        let others: Vec<usize> = s.standing().filter(|&i| i != attacker).collect();
        let mut preview_lines: Vec<Message> = Vec::new();
        let mut why_not: Option<String> = None;
        // The cards' column scrolls when its rows (a partner, a second defender, the
        // parry, the attacker's defence) outgrow the window, so the confirm row below
        // never leaves the screen.
        let form_height = (ui.ctx().content_rect().height() - FORM_MARGIN).max(200.0);
        ui.horizontal_top(|ui| {
            egui::ScrollArea::vertical()
                .id_salt("saloon-blow-cards")
                .max_height(form_height)
                .show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.set_width(FORM_WIDTH);
                        brawler_row(
                            ui,
                            i18n,
                            s,
                            "saloon-defender",
                            "saloon-defender-option",
                            &others,
                            &mut form.defender,
                        );
                        card_row(
                            ui,
                            i18n,
                            &Row {
                                title: &i18n.text("saloon-row-attack"),
                                cards: &AttackCard::ALL,
                                id_of: AttackCard::message_id,
                                none: false,
                                why_not: None,
                            },
                            &mut form.attack,
                        );
                        let no_object = form
                            .attack
                            .is_some_and(|a| !a.takes_object())
                            .then(|| i18n.text("saloon-refuse-object-not-allowed"));
                        card_row(
                            ui,
                            i18n,
                            &Row {
                                title: &i18n.text("saloon-row-object"),
                                cards: &ObjectCard::ALL,
                                id_of: ObjectCard::message_id,
                                none: true,
                                why_not: no_object.as_deref(),
                            },
                            &mut form.object,
                        );
                        card_row(
                            ui,
                            i18n,
                            &Row {
                                title: &i18n.text("saloon-row-follow-up"),
                                cards: &FollowUpCard::ALL,
                                id_of: FollowUpCard::message_id,
                                none: true,
                                why_not: None,
                            },
                            &mut form.follow_up,
                        );
                        let fighters: Vec<usize> = others
                            .iter()
                            .copied()
                            .filter(|&i| Some(i) != form.defender)
                            .collect();
                        match form.follow_up {
                            Some(FollowUpCard::ComeHerePal) => {
                                brawler_row(
                                    ui,
                                    i18n,
                                    s,
                                    "saloon-partner",
                                    "saloon-partner-option",
                                    &fighters,
                                    &mut form.second,
                                );
                                card_row(
                                    ui,
                                    i18n,
                                    &Row {
                                        title: &i18n.text("saloon-row-partner-attack"),
                                        cards: &AttackCard::ALL,
                                        id_of: AttackCard::message_id,
                                        none: false,
                                        why_not: None,
                                    },
                                    &mut form.second_attack,
                                );
                            }
                            Some(FollowUpCard::TwoAtOnce) => {
                                brawler_row(
                                    ui,
                                    i18n,
                                    s,
                                    "saloon-second",
                                    "saloon-second-option",
                                    &fighters,
                                    &mut form.second,
                                );
                                second_defence_ui(ui, i18n, s, &mut form, &fighters);
                            }
                            _ => {}
                        }
                        card_row(
                            ui,
                            i18n,
                            &Row {
                                title: &i18n.text("saloon-row-help"),
                                cards: &HelpCard::ALL,
                                id_of: HelpCard::message_id,
                                none: true,
                                why_not: None,
                            },
                            &mut form.help,
                        );
                        if form.help.is_some() {
                            brawler_row(
                                ui,
                                i18n,
                                s,
                                "saloon-helper",
                                "saloon-helper-option",
                                &fighters,
                                &mut form.helper,
                            );
                            if fighters.len() == 1 && form.helper.is_none() {
                                form.helper = Some(fighters[0]);
                            }
                        }
                        if form.help == Some(HelpCard::Oops) {
                            ui.checkbox(&mut form.dodged, i18n.text("saloon-oops-dodged"));
                        }
                        let barred = form.blow().and_then(|b| s.defence_barred(&b));
                        let defender = s.name(form.defender.unwrap_or_default());
                        defence_row_ui(
                            ui,
                            i18n,
                            "saloon-row-defence",
                            barred.map(|why| (why, defender)),
                            &mut form.defence,
                        );
                        if form.defence == Some(DefenceCard::HumanShield) {
                            brawler_row(
                                ui,
                                i18n,
                                s,
                                "saloon-shield",
                                "saloon-shield-option",
                                &fighters,
                                &mut form.shield,
                            );
                        }
                        parry_ui(ui, i18n, s, &mut form);
                        counter_defence_ui(ui, i18n, s, &mut form, &others);
                    });
                });
            // No separator: in a row it takes all the height there is, and the modal
            // would grow every frame.
            ui.add_space(24.0);
            ui.vertical(|ui| {
                ui.label(
                    RichText::new(i18n.text("saloon-preview-title"))
                        .size(24.0)
                        .strong(),
                );
                match form.blow() {
                    None => {
                        why_not = Some(i18n.text("saloon-blow-incomplete"));
                        ui.label(RichText::new(i18n.text("saloon-blow-incomplete")).size(21.0));
                    }
                    Some(blow) => match s.preview(&blow) {
                        Ok(resolution) => {
                            preview_lines = resolution
                                .steps
                                .iter()
                                .map(|st| step_message(s, st))
                                .collect();
                        }
                        Err(refusal) => {
                            let text = i18n.tr(&refusal.message());
                            widgets::refusal(ui, &text);
                            why_not = Some(text);
                        }
                    },
                }
                for line in &preview_lines {
                    ui.label(RichText::new(i18n.tr(line)).size(PREVIEW_SIZE).strong());
                }
            });
        });
        ui.label(RichText::new(i18n.text("saloon-blow-keys")).weak());
        self.dialog = Some(Dialog::Blow(form.clone()));
        let confirm = i18n.text("saloon-apply-blow");
        match confirm_row(ui, i18n, &confirm, why_not.as_deref()) {
            Some(DialogChoice::Confirm) => {
                if let Some(blow) = form.blow() {
                    cx.act(SaloonAction::Strike(blow));
                }
            }
            Some(DialogChoice::Cancel) => self.close(cx),
            None => {}
        }
    }

    fn event_dialog_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        mut form: EventForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        let player = s.aggressor;
        ui.heading(i18n.tr(&Message::new("saloon-event-title").text("name", s.name(player))));
        card_row(
            ui,
            i18n,
            &Row {
                title: &i18n.text("saloon-row-event"),
                cards: &EventCard::ALL,
                id_of: EventCard::message_id,
                none: false,
                why_not: None,
            },
            &mut form.card,
        );
        if let Some(card) = form.card {
            ui.label(
                RichText::new(i18n.text(event_hint(card)))
                    .italics()
                    .size(20.0),
            );
        }
        if form.card == Some(EventCard::Barkeeper) {
            ui.label(i18n.text("saloon-barkeeper-who"));
            ui.horizontal_wrapped(|ui| {
                for i in s.standing() {
                    let mut on = form.hit.contains(&i);
                    let label = i18n.tr(&Message::new("saloon-hit-option").text("name", s.name(i)));
                    if ui.checkbox(&mut on, label).changed() {
                        if on {
                            form.hit.push(i);
                        } else {
                            form.hit.retain(|&k| k != i);
                        }
                    }
                }
            });
        } else {
            form.hit.clear();
        }
        let others: Vec<usize> = s.standing().filter(|&i| i != player).collect();
        brawler_row(
            ui,
            i18n,
            s,
            "saloon-next",
            "saloon-next-option",
            &others,
            &mut form.next,
        );
        self.dialog = Some(Dialog::Event(form.clone()));
        let why = if form.card.is_none() {
            Some(i18n.text("saloon-choose-event"))
        } else if form.next.is_none() && form.hit.is_empty() {
            Some(i18n.text("saloon-refuse-next-needed"))
        } else {
            None
        };
        let confirm = i18n.text("saloon-event-confirm");
        match confirm_row(ui, i18n, &confirm, why.as_deref()) {
            Some(DialogChoice::Confirm) => {
                if let Some(card) = form.card {
                    cx.act(SaloonAction::PlayEvent {
                        card,
                        hit: form.hit.clone(),
                        next: form.next,
                    });
                }
            }
            Some(DialogChoice::Cancel) => self.close(cx),
            None => {}
        }
    }
}

/// Why a brawler plays no defence, as the defence row's tooltip: a table stops the
/// blow whole, or a card or status forbids a defence.
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

/// A defender's row of defence cards: not asked at all behind a table (a sentence says
/// why instead), disabled with the reason when a card or status forbids a defence.
fn defence_row_ui(
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
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(&title).size(22.0));
            ui.label(RichText::new(sentence).size(22.0).italics());
        });
        return;
    }
    card_row(
        ui,
        i18n,
        &Row {
            title: &title,
            cards: &DefenceCard::ALL,
            id_of: DefenceCard::message_id,
            none: true,
            why_not: why_not.as_ref().map(|(_, text)| text.as_str()),
        },
        defence,
    );
}

/// "Two at once": the second defender's defence (not asked when a table stops the blow
/// on them, or a card forbids it) and, with a human shield, who is put in front.
fn second_defence_ui(
    ui: &mut Ui,
    i18n: &I18n,
    s: &SaloonState,
    form: &mut BlowForm,
    fighters: &[usize],
) {
    let barred = form.blow().and_then(|b| s.second_defence_barred(&b));
    let second = s.name(form.second.unwrap_or_default());
    defence_row_ui(
        ui,
        i18n,
        "saloon-row-second-defence",
        barred.map(|why| (why, second)),
        &mut form.second_defence,
    );
    if form.second_defence == Some(DefenceCard::HumanShield) {
        let shields: Vec<usize> = fighters
            .iter()
            .copied()
            .filter(|&i| Some(i) != form.second)
            .collect();
        brawler_row(
            ui,
            i18n,
            s,
            "saloon-second-shield",
            "saloon-second-shield-option",
            &shields,
            &mut form.second_shield,
        );
    }
}

/// "Come here, pal": which of the two attacks the defence parries (« Le défenseur ne
/// pourra parer qu'une seule des deux attaques »), asked once a defence is chosen.
fn parry_ui(ui: &mut Ui, i18n: &I18n, s: &SaloonState, form: &mut BlowForm) {
    if form.follow_up != Some(FollowUpCard::ComeHerePal) || form.defence.is_none() {
        return;
    }
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
    if widgets::player_chooser(ui, &i18n.text("saloon-parry"), &choices, &mut index) {
        form.parried = index == Some(1);
        ui.ctx().request_repaint();
    }
}

/// A counter-attack turns the blow on its attacker, who may defend against it like
/// any defence (« Il peut se défendre normalement »): his defence card (not the
/// counter-attack: the box has one) and, with a human shield, who is put in front.
fn counter_defence_ui(
    ui: &mut Ui,
    i18n: &I18n,
    s: &SaloonState,
    form: &mut BlowForm,
    others: &[usize],
) {
    let countered = form.blow().is_some_and(|b| s.is_countered(&b));
    if !countered {
        form.counter_defence = None;
        form.counter_shield = None;
        return;
    }
    // The attack turned back: the aggressor's, or the partner's when the defence
    // parried it.
    let countered_attacker = match (form.follow_up, form.second) {
        (Some(FollowUpCard::ComeHerePal), Some(partner)) if form.parried => partner,
        _ => s.aggressor,
    };
    ui.label(
        RichText::new(
            i18n.tr(&Message::new("saloon-counter-help").text("name", s.name(countered_attacker))),
        )
        .italics()
        .size(20.0),
    );
    let cards: Vec<DefenceCard> = DefenceCard::ALL
        .into_iter()
        .filter(|&c| c != DefenceCard::CounterAttack)
        .collect();
    card_row(
        ui,
        i18n,
        &Row {
            title: &i18n.text("saloon-row-counter-defence"),
            cards: &cards,
            id_of: DefenceCard::message_id,
            none: true,
            why_not: None,
        },
        &mut form.counter_defence,
    );
    if form.counter_defence == Some(DefenceCard::HumanShield) {
        let shields: Vec<usize> = others
            .iter()
            .copied()
            .filter(|&i| Some(i) != form.defender && Some(i) != form.second)
            .collect();
        brawler_row(
            ui,
            i18n,
            s,
            "saloon-counter-shield",
            "saloon-counter-shield-option",
            &shields,
            &mut form.counter_shield,
        );
    }
}

/// A dialog's confirm and cancel buttons, the confirm one large (the action that
/// matters now), with Enter and Esc. Confirm is disabled with `why_not` as its tooltip.
fn confirm_row(
    ui: &mut Ui,
    i18n: &I18n,
    confirm: &str,
    why_not: Option<&str>,
) -> Option<DialogChoice> {
    let (enter, escape) = ui.input_mut(|i| {
        (
            i.consume_key(egui::Modifiers::NONE, Key::Enter),
            i.consume_key(egui::Modifiers::NONE, Key::Escape),
        )
    });
    let mut choice = None;
    ui.horizontal(|ui| {
        let enter_key = i18n.text("key-enter");
        if widgets::big_button(ui, confirm, why_not, Some(&enter_key)).clicked()
            || (enter && why_not.is_none())
        {
            choice = Some(DialogChoice::Confirm);
        }
        let esc = i18n.text("key-esc");
        if widgets::button(ui, &i18n.text("dialog-cancel"), None, Some(&esc)).clicked() || escape {
            choice = Some(DialogChoice::Cancel);
        }
    });
    choice
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
