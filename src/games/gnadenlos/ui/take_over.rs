//! Setup's form for a game of Gnadenlos! begun without Deputy ("Take over a game under
//! way"): each player's nuggets, vultures, hat, adventurers and debt cards in hand, the
//! undertaker, and the market laid by clicking cards onto the grid. This file draws
//! (egui); the checks are the rules' ([`UnderWay::problems`]), each sentence shown
//! beside its field. What is entered is kept in the game's preferences until the game
//! starts ([`TakeOverForm`]).

use egui::{Color32, RichText, Ui, Vec2, WidgetInfo};

use crate::core::message::Message;
use crate::core::pips::DieFace;
use crate::core::players::Seating;
use crate::i18n::I18n;
use crate::kit::{die, theme, widgets};

use crate::games::gnadenlos::TakeOverForm;
use crate::games::gnadenlos::rules::{
    COLUMNS, DebtValue, EVENT_CARDS, GnadenlosOptions, LAST_VULTURE, MAX_DEBT_VALUE,
    MAX_TAKEN_ADVENTURERS, MAX_TAKEN_NUGGETS, MarketCard, TakeOverProblem, UnderWay,
};

/// The size of a market card on the form, in points.
const CARD: Vec2 = Vec2::new(64.0, 40.0);

/// Who sits where, as the form shows them.
struct Seats {
    names: Vec<String>,
    badges: Vec<String>,
    colours: Vec<Color32>,
}

impl Seats {
    fn new(i18n: &I18n, seating: &Seating) -> Self {
        Self {
            names: seating
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| match p.name.trim() {
                    "" => i18n.tr(&Message::new("setup-seat").number("seat", (i + 1) as i64)),
                    name => name.to_owned(),
                })
                .collect(),
            badges: seating.badges(),
            colours: seating
                .players
                .iter()
                .map(|p| theme::player_colour(p.colour))
                .collect(),
        }
    }

    fn name(&self, i: usize) -> String {
        self.names.get(i).cloned().unwrap_or_else(|| "?".to_owned())
    }

    fn colour(&self, i: usize) -> Color32 {
        self.colours.get(i).copied().unwrap_or(Color32::GRAY)
    }

    fn badge(&self, i: usize) -> &str {
        self.badges.get(i).map_or("?", String::as_str)
    }
}

/// The "take over" form: a checkbox, and when ticked, the seats' books, the undertaker
/// and the market, each impossible entry explained beside its field.
pub fn take_over_ui(
    ui: &mut Ui,
    i18n: &I18n,
    form: &mut TakeOverForm,
    options: &GnadenlosOptions,
    seating: &Seating,
) {
    ui.add_space(10.0);
    ui.checkbox(
        &mut form.on,
        RichText::new(i18n.text("gnadenlos-take-over")).strong(),
    );
    if !form.on {
        ui.label(RichText::new(i18n.text("gnadenlos-take-over-hint")).weak());
        return;
    }
    let seats = Seats::new(i18n, seating);
    let n = seats.names.len();
    let first = seats.name(seating.first);
    ui.label(i18n.tr(&Message::new("gnadenlos-take-over-help").text("name", first)));
    let problems = form.under_way(options, n).problems(options, &seats.names);
    for player in 0..n {
        seat_ui(ui, i18n, form, options, &seats, player, &problems);
    }
    undertaker_ui(ui, i18n, form, options, &problems);
    market_ui(ui, i18n, form, options, &seats, &problems);
}

/// A number field whose accessible label names it ("Ann's nuggets"), after a short
/// visible label ("Nuggets"). Returns whether it changed.
fn number_field<T: egui::emath::Numeric>(
    ui: &mut Ui,
    short: &str,
    label: &str,
    value: &mut T,
    range: std::ops::RangeInclusive<T>,
) -> bool {
    ui.label(RichText::new(short).size(18.0));
    let response = ui.add(egui::DragValue::new(value).range(range));
    let shown = value.to_f64();
    let label = label.to_owned();
    response.widget_info(|| WidgetInfo {
        label: Some(label.clone()),
        ..WidgetInfo::drag_value(true, shown)
    });
    response.changed()
}

/// The sentences of `problems` that `keep` selects, in the danger colour.
fn problems_ui(
    ui: &mut Ui,
    i18n: &I18n,
    problems: &[TakeOverProblem],
    keep: impl Fn(&TakeOverProblem) -> bool,
) {
    for problem in problems.iter().filter(|p| keep(p)) {
        widgets::refusal(ui, &i18n.tr(&problem.message()));
    }
}

/// One seat's books: nuggets, vultures, hat, adventurers, then the debt cards in hand.
fn seat_ui(
    ui: &mut Ui,
    i18n: &I18n,
    form: &mut TakeOverForm,
    options: &GnadenlosOptions,
    seats: &Seats,
    player: usize,
    problems: &[TakeOverProblem],
) {
    let name = seats.name(player);
    let named = |id: &'static str| i18n.tr(&Message::new(id).text("name", name.clone()));
    let from_market = UnderWay::new(form.market.clone(), Vec::new()).hand(player, options);
    let seat = form.seat_mut(player);
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        widgets::badge(ui, seats.badge(player), seats.colour(player), 30.0);
        ui.label(RichText::new(&name).size(22.0).strong());
        number_field(
            ui,
            &i18n.text("gnadenlos-take-over-nuggets"),
            &named("gnadenlos-take-over-nuggets-of"),
            &mut seat.nuggets,
            0..=MAX_TAKEN_NUGGETS + 1,
        );
        number_field(
            ui,
            &i18n.text("gnadenlos-take-over-vultures"),
            &named("gnadenlos-take-over-vultures-of"),
            &mut seat.vultures,
            0..=LAST_VULTURE,
        );
        let mut hat = seat.hat.unwrap_or(options.start_space);
        if number_field(
            ui,
            &i18n.text("gnadenlos-take-over-hat"),
            &named("gnadenlos-take-over-hat-of"),
            &mut hat,
            1..=options.finish(),
        ) {
            seat.hat = Some(hat);
        }
        number_field(
            ui,
            &i18n.text("gnadenlos-take-over-adventurers"),
            &named("gnadenlos-take-over-adventurers-of"),
            &mut seat.adventurers,
            0..=MAX_TAKEN_ADVENTURERS + 1,
        );
    });
    ui.horizontal_wrapped(|ui| {
        ui.add_space(38.0);
        ui.label(RichText::new(i18n.text("gnadenlos-take-over-hand")).size(18.0));
        let mut hand = seat.hand.unwrap_or(from_market);
        let mut changed = false;
        for value in 0..=MAX_DEBT_VALUE {
            let label = i18n.tr(&Message::new("gnadenlos-take-over-hand-of")
                .text("name", name.clone())
                .number("value", i64::from(value)));
            changed |= number_field(
                ui,
                &format!("{value}:"),
                &label,
                &mut hand[usize::from(value)],
                0..=20,
            );
        }
        if changed {
            seat.hand = Some(hand);
        }
        if seat.hand.is_some() {
            let label = named("gnadenlos-take-over-follow-market");
            if widgets::button(
                ui,
                &i18n.text("gnadenlos-take-over-follow"),
                None,
                Some(&i18n.text("gnadenlos-take-over-follow-tip")),
            )
            .on_hover_text(&label)
            .clicked()
            {
                seat.hand = None;
            }
        } else {
            ui.label(RichText::new(i18n.text("gnadenlos-take-over-from-market")).weak());
        }
    });
    problems_ui(ui, i18n, problems, |p| p.player() == Some(player));
}

/// The undertaker's steps toward RIP.
fn undertaker_ui(
    ui: &mut Ui,
    i18n: &I18n,
    form: &mut TakeOverForm,
    options: &GnadenlosOptions,
    problems: &[TakeOverProblem],
) {
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let label = i18n.tr(&Message::new("gnadenlos-take-over-undertaker")
            .number("rip", i64::from(options.undertaker_spaces)));
        number_field(
            ui,
            &label,
            &i18n.text("gnadenlos-take-over-undertaker-steps"),
            &mut form.undertaker,
            0..=options.undertaker_spaces,
        );
    });
    problems_ui(ui, i18n, problems, |p| {
        matches!(p, TakeOverProblem::Undertaker { .. })
    });
    // The event deck: how many of its 7 cards were flipped since it was last shuffled
    // (the header counts the next one from there).
    ui.horizontal(|ui| {
        let label =
            i18n.tr(
                &Message::new("gnadenlos-take-over-events").number("cards", i64::from(EVENT_CARDS))
            );
        number_field(
            ui,
            &label,
            &i18n.text("gnadenlos-take-over-events-label"),
            &mut form.events_flipped,
            0..=EVENT_CARDS - 1,
        );
    });
    problems_ui(ui, i18n, problems, |p| {
        matches!(p, TakeOverProblem::EventCards { .. })
    });
}

/// How many of `owner`'s cards of `value` lie in the market, leaving out slot `except`.
fn laid(market: &[MarketCard], owner: usize, value: DebtValue, except: Option<usize>) -> u8 {
    let count = market
        .iter()
        .enumerate()
        .filter(|&(slot, c)| Some(slot) != except && c.owner == owner && c.value == value)
        .count();
    u8::try_from(count).unwrap_or(u8::MAX)
}

/// Why the chosen card cannot be laid (in slot `at`, replacing what lies there): its
/// owner has no more cards of that value, every one being in the market already.
fn lay_refusal(
    i18n: &I18n,
    form: &TakeOverForm,
    options: &GnadenlosOptions,
    seats: &Seats,
    card: MarketCard,
    at: Option<usize>,
) -> Option<String> {
    let per_colour = options.debt_split[usize::from(card.value.get())];
    (laid(&form.market, card.owner, card.value, at) >= per_colour).then(|| {
        i18n.tr(&Message::new("gnadenlos-take-over-none-left")
            .text("name", seats.name(card.owner))
            .number("value", i64::from(card.value.get()))
            .number("colour", i64::from(per_colour)))
    })
}

/// The market: whose card and its value, then a click on the grid lays it (on the next
/// free place, or over a card laid by mistake); the last card can be taken back.
fn market_ui(
    ui: &mut Ui,
    i18n: &I18n,
    form: &mut TakeOverForm,
    options: &GnadenlosOptions,
    seats: &Seats,
    problems: &[TakeOverProblem],
) {
    let n = seats.names.len();
    ui.add_space(8.0);
    ui.label(
        RichText::new(i18n.text("gnadenlos-take-over-market"))
            .size(22.0)
            .strong(),
    );
    ui.label(i18n.text("gnadenlos-take-over-market-help"));
    form.lay_owner = form.lay_owner.min(n.saturating_sub(1));
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(i18n.text("gnadenlos-take-over-whose")).size(20.0));
        for i in 0..n {
            let is = form.lay_owner == i;
            let colour = seats.colour(i);
            let text = RichText::new(seats.name(i))
                .size(20.0)
                .strong()
                .color(theme::text_on(colour));
            let button = egui::Button::selectable(is, text)
                .fill(colour)
                .stroke(if is {
                    egui::Stroke::new(4.0, theme::GOLD)
                } else {
                    egui::Stroke::NONE
                })
                .min_size(Vec2::new(90.0, 40.0));
            let response = ui.add(button);
            let label =
                i18n.tr(&Message::new("gnadenlos-take-over-owner-of").text("name", seats.name(i)));
            response
                .widget_info(|| WidgetInfo::selected(egui::Role::Button, true, is, label.clone()));
            if response.clicked() {
                form.lay_owner = i;
            }
        }
    });
    let mut value = Some(form.lay_value.min(MAX_DEBT_VALUE));
    if widgets::number_entry(
        ui,
        &i18n.text("gnadenlos-take-over-value"),
        0..=MAX_DEBT_VALUE,
        &mut value,
    ) {
        form.lay_value = value.unwrap_or(0);
    }
    let chosen = MarketCard {
        owner: form.lay_owner,
        value: DebtValue::new(form.lay_value).unwrap_or(DebtValue::ZERO),
    };
    let len = form.market.len();
    let rows = n.max(len / COLUMNS + 1);
    let next = Message::new("gnadenlos-take-over-in-order")
        .number("column", (len % COLUMNS + 1) as i64)
        .number("row", (len / COLUMNS + 1) as i64);
    let next = i18n.tr(&next);
    let mut lay: Option<usize> = None;
    egui::Grid::new("gnadenlos-take-over-market")
        .spacing([6.0, 6.0])
        .show(ui, |ui| {
            for face in 1..=6u8 {
                let label =
                    i18n.tr(&Message::new("gnadenlos-column").number("column", i64::from(face)));
                ui.vertical_centered(|ui| {
                    ui.set_width(CARD.x);
                    die::die(ui, DieFace::new(face), false, 30.0, &label);
                });
            }
            ui.end_row();
            for row in 0..rows {
                for col in 0..COLUMNS {
                    let slot = row * COLUMNS + col;
                    let place = |id: &'static str| {
                        Message::new(id)
                            .number("column", (col + 1) as i64)
                            .number("row", (row + 1) as i64)
                    };
                    // A laid card stays as it is (never dimmed): a click puts the
                    // chosen card there if its owner has one left, which the sentence
                    // under the grid says otherwise.
                    let faint = ui.visuals().weak_text_color();
                    let (text, fill, stroke, label, why_not) = match form.market.get(slot) {
                        Some(card) => (
                            format!("{} {}", seats.badge(card.owner), card.value.get()),
                            seats.colour(card.owner),
                            egui::Stroke::NONE,
                            i18n.tr(&place("gnadenlos-take-over-card")
                                .text("name", seats.name(card.owner))
                                .number("value", i64::from(card.value.get()))),
                            None,
                        ),
                        None if slot == len => (
                            "+".to_owned(),
                            Color32::TRANSPARENT,
                            egui::Stroke::new(2.0, theme::GOLD),
                            i18n.tr(&place("gnadenlos-take-over-lay")
                                .text("name", seats.name(chosen.owner))
                                .number("value", i64::from(chosen.value.get()))),
                            lay_refusal(i18n, form, options, seats, chosen, None),
                        ),
                        None => (
                            String::new(),
                            Color32::TRANSPARENT,
                            egui::Stroke::new(1.0, faint),
                            i18n.tr(&place("gnadenlos-slot-empty")),
                            Some(next.clone()),
                        ),
                    };
                    let colour = if fill == Color32::TRANSPARENT {
                        theme::GOLD
                    } else {
                        theme::text_on(fill)
                    };
                    let text = RichText::new(text).size(20.0).strong().color(colour);
                    let enabled = why_not.is_none();
                    let button = egui::Button::new(text)
                        .fill(fill)
                        .stroke(stroke)
                        .min_size(CARD);
                    let response = ui.add_enabled(enabled, button);
                    response.widget_info(|| {
                        WidgetInfo::labeled(egui::Role::Button, enabled, label.clone())
                    });
                    let response = match &why_not {
                        Some(why) => response.on_disabled_hover_text(why),
                        None => response.on_hover_text(i18n.text("gnadenlos-take-over-card-tip")),
                    };
                    if response.clicked() {
                        lay = Some(slot);
                    }
                }
                ui.end_row();
            }
        });
    match lay {
        Some(slot) if slot < len => {
            let refused = lay_refusal(i18n, form, options, seats, chosen, Some(slot));
            if refused.is_none() {
                form.market[slot] = chosen;
            }
        }
        Some(_) => form.market.push(chosen),
        None => {}
    }
    if let Some(why) = lay_refusal(i18n, form, options, seats, chosen, None) {
        widgets::refusal(ui, &why);
    }
    let len = form.market.len();
    ui.horizontal(|ui| {
        let rows = len.div_ceil(COLUMNS);
        let count = Message::new("gnadenlos-take-over-count")
            .number("cards", len as i64)
            .number("rows", rows as i64)
            .number("players", n as i64);
        ui.label(RichText::new(i18n.tr(&count)).size(20.0));
        let empty = (len == 0).then(|| i18n.text("gnadenlos-take-over-market-empty"));
        if widgets::button(
            ui,
            &i18n.text("gnadenlos-take-over-take-back"),
            empty.as_deref(),
            None,
        )
        .clicked()
        {
            form.market.pop();
        }
        if widgets::button(
            ui,
            &i18n.text("gnadenlos-take-over-clear"),
            empty.as_deref(),
            None,
        )
        .clicked()
        {
            form.market.clear();
        }
    });
    problems_ui(ui, i18n, problems, |p| {
        matches!(
            p,
            TakeOverProblem::NoSuchOwner { .. } | TakeOverProblem::Entries { .. }
        )
    });
}
