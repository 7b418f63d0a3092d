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
const CARD: Vec2 = Vec2::new(72.0, 38.0);

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

/// Setup's "take over" checkbox on the players' page, with its hint (shown ticked or
/// not, so nothing below it moves); ticked, Setup's next page is [`take_over_ui`].
pub fn take_over_toggle_ui(ui: &mut Ui, i18n: &I18n, form: &mut TakeOverForm) {
    ui.add_space(10.0);
    ui.checkbox(
        &mut form.on,
        RichText::new(i18n.text("gnadenlos-take-over")).strong(),
    );
    ui.label(RichText::new(i18n.text("gnadenlos-take-over-hint")).weak());
}

/// What cannot be in the game under way the form describes, one sentence each (Setup
/// shows them beside Start, which waits until there are none).
pub fn take_over_problems(
    form: &TakeOverForm,
    options: &GnadenlosOptions,
    seating: &Seating,
) -> Vec<Message> {
    let names: Vec<String> = seating.players.iter().map(|p| p.name.clone()).collect();
    form.under_way(options, names.len())
        .problems(options, &names)
        .iter()
        .map(TakeOverProblem::message)
        .collect()
}

/// The width of the name column of the books, in points.
const NAME_WIDTH: f32 = 230.0;
/// The width of a column of the books (nuggets, vultures, hat, adventurers), in points.
const FIELD_WIDTH: f32 = 104.0;
/// The width of a column of debt cards in hand (one per value), in points.
const HAND_WIDTH: f32 = 56.0;
/// The height of a seat's row of the books, in points.
const ROW_HEIGHT: f32 = 36.0;
/// The gap between the market's controls and its grid, in points.
const GAP: f32 = 24.0;

/// Setup's page for a game taken over: the help, the seats' books as one table (a row
/// per player, a column per figure), the undertaker and the event deck on one row,
/// then the market in two columns: whose card and its value and the count on the left,
/// the grid on the right. A field whose entry cannot be is marked "!" (the sentences
/// saying why are beside Start, [`take_over_problems`]); every control keeps its place
/// whatever is entered, and at 1280×800 with four players nothing scrolls.
pub fn take_over_ui(
    ui: &mut Ui,
    i18n: &I18n,
    form: &mut TakeOverForm,
    options: &GnadenlosOptions,
    seating: &Seating,
) {
    let seats = Seats::new(i18n, seating);
    let n = seats.names.len();
    let first = seats.name(seating.first);
    ui.label(
        RichText::new(i18n.tr(&Message::new("gnadenlos-take-over-help").text("name", first)))
            .size(18.0),
    );
    let problems = form.under_way(options, n).problems(options, &seats.names);
    ui.add_space(4.0);
    books_header_ui(ui, i18n);
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.y = 4.0;
        for player in 0..n {
            seat_ui(ui, i18n, form, options, &seats, player, &problems);
        }
    });
    ui.add_space(6.0);
    undertaker_ui(ui, i18n, form, options, &problems);
    ui.add_space(6.0);
    ui.separator();
    // The grid on the right is drawn first, so that a card laid by a click shows in
    // the same frame in the count and the sentences on the left.
    let area = ui.available_rect_before_wrap();
    let grid_width = COLUMNS as f32 * (CARD.x + 6.0);
    let right = egui::Rect::from_min_max(egui::pos2(area.max.x - grid_width, area.min.y), area.max);
    let left = egui::Rect::from_min_max(area.min, egui::pos2(right.min.x - GAP, area.max.y));
    let right_used = ui
        .scope_builder(egui::UiBuilder::new().max_rect(right), |ui| {
            market_grid_ui(ui, i18n, form, options, &seats);
        })
        .response
        .rect;
    let left_used = ui
        .scope_builder(egui::UiBuilder::new().max_rect(left), |ui| {
            market_controls_ui(ui, i18n, form, options, &seats);
        })
        .response
        .rect;
    ui.advance_cursor_after_rect(left_used.union(right_used));
}

/// A cell of the books' header, `width` points wide: its text centred, wrapped on two
/// lines if it must.
fn header_cell(ui: &mut Ui, width: f32, text: &str) {
    widgets::boxed_label(
        ui,
        Vec2::new(width, 44.0),
        RichText::new(text).size(17.0),
        egui::Align::Center,
    );
}

/// The books' header: a column per figure, the debt cards in hand by value under one
/// caption.
fn books_header_ui(ui: &mut Ui, i18n: &I18n) {
    ui.horizontal_top(|ui| {
        ui.add_space(NAME_WIDTH + ui.spacing().item_spacing.x);
        for id in [
            "gnadenlos-take-over-nuggets",
            "gnadenlos-take-over-vultures",
            "gnadenlos-take-over-hat",
            "gnadenlos-take-over-adventurers",
        ] {
            header_cell(ui, FIELD_WIDTH, &i18n.text(id));
        }
        ui.vertical(|ui| {
            let spacing = ui.spacing().item_spacing.x;
            let width =
                HAND_WIDTH * f32::from(MAX_DEBT_VALUE + 1) + spacing * f32::from(MAX_DEBT_VALUE);
            ui.set_width(width);
            ui.spacing_mut().item_spacing.y = 0.0;
            ui.vertical_centered(|ui| {
                ui.label(RichText::new(i18n.text("gnadenlos-take-over-hand")).size(17.0));
            });
            ui.horizontal(|ui| {
                for value in 0..=MAX_DEBT_VALUE {
                    ui.add_sized(
                        [HAND_WIDTH, 22.0],
                        egui::Label::new(RichText::new(value.to_string()).size(17.0).strong()),
                    );
                }
            });
        });
    });
}

/// A number field `width` points wide whose accessible label names it ("Ann's
/// nuggets"); the column's header says what it is. Returns whether it changed.
fn number_field<T: egui::emath::Numeric>(
    ui: &mut Ui,
    width: f32,
    label: &str,
    value: &mut T,
    range: std::ops::RangeInclusive<T>,
) -> bool {
    let response = ui.add_sized(
        [width, ROW_HEIGHT - 4.0],
        egui::DragValue::new(value).range(range),
    );
    let shown = value.to_f64();
    let label = label.to_owned();
    let response = response.on_hover_text(&label);
    response.widget_info(|| WidgetInfo {
        label: Some(label.clone()),
        ..WidgetInfo::drag_value(true, shown)
    });
    response.changed()
}

fn caption(ui: &mut Ui, text: &str, size: f32, wrong: bool) -> egui::Response {
    let danger = theme::accent_text(theme::DANGER, ui.visuals().dark_mode);
    let mark = RichText::new(if wrong { "!" } else { "" })
        .size(size)
        .strong()
        .color(danger);
    ui.add_sized([size * 0.5, size], egui::Label::new(mark));
    let text = RichText::new(text).size(size);
    let text = if wrong { text.color(danger) } else { text };
    ui.add(egui::Label::new(text).truncate())
}

/// One seat's row of the books: the name, nuggets, vultures, hat, adventurers, the debt
/// cards in hand by value, and "Follow the market" (greyed while the hand follows it).
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
    let wrong = problems.iter().any(|p| p.player() == Some(player));
    let seat = form.seat_mut(player);
    // One height for the whole row, known before anything is placed: every cell is
    // centred on the same line.
    let row = Vec2::new(ui.available_width(), ROW_HEIGHT);
    ui.allocate_ui_with_layout(
        row,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.style_mut()
                .text_styles
                .insert(egui::TextStyle::Button, egui::FontId::proportional(17.0));
            ui.allocate_ui_with_layout(
                Vec2::new(NAME_WIDTH, ROW_HEIGHT),
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| {
                    ui.set_width(NAME_WIDTH);
                    widgets::badge(ui, seats.badge(player), seats.colour(player), 28.0);
                    caption(ui, &name, 20.0, wrong);
                },
            );
            number_field(
                ui,
                FIELD_WIDTH,
                &named("gnadenlos-take-over-nuggets-of"),
                &mut seat.nuggets,
                0..=MAX_TAKEN_NUGGETS + 1,
            );
            number_field(
                ui,
                FIELD_WIDTH,
                &named("gnadenlos-take-over-vultures-of"),
                &mut seat.vultures,
                0..=LAST_VULTURE,
            );
            let mut hat = seat.hat.unwrap_or(options.start_space);
            if number_field(
                ui,
                FIELD_WIDTH,
                &named("gnadenlos-take-over-hat-of"),
                &mut hat,
                1..=options.finish(),
            ) {
                seat.hat = Some(hat);
            }
            number_field(
                ui,
                FIELD_WIDTH,
                &named("gnadenlos-take-over-adventurers-of"),
                &mut seat.adventurers,
                0..=MAX_TAKEN_ADVENTURERS + 1,
            );
            let mut hand = seat.hand.unwrap_or(from_market);
            let mut changed = false;
            for value in 0..=MAX_DEBT_VALUE {
                let label = i18n.tr(&Message::new("gnadenlos-take-over-hand-of")
                    .text("name", name.clone())
                    .number("value", i64::from(value)));
                changed |= number_field(
                    ui,
                    HAND_WIDTH,
                    &label,
                    &mut hand[usize::from(value)],
                    0..=20,
                );
            }
            if changed {
                seat.hand = Some(hand);
            }
            // Always there, greyed while the hand follows the market: nothing moves when a
            // count is typed.
            let follows = seat.hand.is_none();
            let why = follows.then(|| i18n.text("gnadenlos-take-over-from-market"));
            if widgets::labelled_button(
                ui,
                &i18n.text("gnadenlos-take-over-follow"),
                &named("gnadenlos-take-over-follow-market"),
                why.as_deref(),
                Some(&i18n.text("gnadenlos-take-over-follow-tip")),
            )
            .clicked()
            {
                seat.hand = None;
            }
        },
    );
}

/// The undertaker's steps toward RIP and the event cards flipped from the deck in
/// play, on one row.
fn undertaker_ui(
    ui: &mut Ui,
    i18n: &I18n,
    form: &mut TakeOverForm,
    options: &GnadenlosOptions,
    problems: &[TakeOverProblem],
) {
    ui.horizontal_wrapped(|ui| {
        let wrong = problems
            .iter()
            .any(|p| matches!(p, TakeOverProblem::Undertaker { .. }));
        let text = i18n.tr(&Message::new("gnadenlos-take-over-undertaker")
            .number("rip", i64::from(options.undertaker_spaces)));
        caption(ui, &text, 18.0, wrong);
        number_field(
            ui,
            FIELD_WIDTH * 0.6,
            &i18n.text("gnadenlos-take-over-undertaker-steps"),
            &mut form.undertaker,
            0..=options.undertaker_spaces,
        );
        ui.add_space(32.0);
        // The event deck: how many of its 7 cards were flipped since it was last
        // shuffled (the header counts the next one from there).
        let wrong = problems
            .iter()
            .any(|p| matches!(p, TakeOverProblem::EventCards { .. }));
        let text =
            i18n.tr(
                &Message::new("gnadenlos-take-over-events").number("cards", i64::from(EVENT_CARDS))
            );
        caption(ui, &text, 18.0, wrong);
        number_field(
            ui,
            FIELD_WIDTH * 0.6,
            &i18n.text("gnadenlos-take-over-events-label"),
            &mut form.events_flipped,
            0..=EVENT_CARDS - 1,
        );
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

/// The market's controls: whose card and its value, then how many cards lie and the
/// buttons that take them back. A card that cannot be laid says why under them.
fn market_controls_ui(
    ui: &mut Ui,
    i18n: &I18n,
    form: &mut TakeOverForm,
    options: &GnadenlosOptions,
    seats: &Seats,
) {
    let n = seats.names.len();
    ui.label(
        RichText::new(i18n.text("gnadenlos-take-over-market"))
            .size(20.0)
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
            // The same width of frame chosen or not: no button moves on a click. A
            // colour that would vanish on the theme (black on the dark one) is framed.
            let frame = if is {
                theme::GOLD
            } else if theme::needs_outline(colour, ui.visuals().dark_mode) {
                theme::outline(ui.visuals().dark_mode)
            } else {
                Color32::TRANSPARENT
            };
            let button = egui::Button::selectable(is, text)
                .fill(colour)
                .stroke(egui::Stroke::new(4.0, frame))
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
    let len = form.market.len();
    // The buttons first: the count's width changes with every card.
    ui.horizontal(|ui| {
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
        let len = form.market.len();
        let count = Message::new("gnadenlos-take-over-count")
            .number("cards", len as i64)
            .number("rows", len.div_ceil(COLUMNS) as i64)
            .number("players", n as i64);
        ui.label(RichText::new(i18n.tr(&count)).size(20.0));
    });
    if let Some(why) = lay_refusal(i18n, form, options, seats, chosen(form), None) {
        widgets::refusal_sized(ui, &why, 17.0);
    }
}

/// The card the next click on the grid lays.
fn chosen(form: &TakeOverForm) -> MarketCard {
    MarketCard {
        owner: form.lay_owner,
        value: DebtValue::new(form.lay_value).unwrap_or(DebtValue::ZERO),
    }
}

/// The market's grid under die faces 1 to 6: a click lays the chosen card (on the next
/// free place, or over a card laid by mistake). As many rows as players, one more only
/// when the cards fill them (a market no game under way can have: its sentence says so).
fn market_grid_ui(
    ui: &mut Ui,
    i18n: &I18n,
    form: &mut TakeOverForm,
    options: &GnadenlosOptions,
    seats: &Seats,
) {
    let n = seats.names.len();
    let chosen = chosen(form);
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
                    // under the market's controls says otherwise. Every place has a
                    // frame of one width (some unseen): no place changes size when a
                    // card is laid.
                    let faint = ui.visuals().weak_text_color();
                    let (text, fill, stroke, label, why_not) = match form.market.get(slot) {
                        Some(card) => (
                            format!("{} {}", seats.badge(card.owner), card.value.get()),
                            seats.colour(card.owner),
                            // Framed where the colour would vanish (black on the dark
                            // theme), as the table's market draws it.
                            egui::Stroke::new(
                                2.0,
                                if theme::needs_outline(
                                    seats.colour(card.owner),
                                    ui.visuals().dark_mode,
                                ) {
                                    theme::outline(ui.visuals().dark_mode)
                                } else {
                                    Color32::TRANSPARENT
                                },
                            ),
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
                            egui::Stroke::new(2.0, faint.gamma_multiply(0.6)),
                            i18n.tr(&place("gnadenlos-slot-empty")),
                            Some(next.clone()),
                        ),
                    };
                    let colour = if fill == Color32::TRANSPARENT {
                        theme::GOLD
                    } else {
                        theme::text_on(fill)
                    };
                    let text = RichText::new(text).size(18.0).strong().color(colour);
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
}
