//! The bandits' cards: each one's figures (purses, jewels, strongboxes, bullets) and
//! the buttons that open the record form.
//!
//! # The key figure (issue 27: each player's loot, read from across the table)
//! A card's one key figure, drawn at the key size ([`CardSpec::key_rows`]), is the
//! bandit's loot as the whole table may read it: while the rounds go on and at the count,
//! the **number of purses** he holds (the count of his loot that moves most: every
//! bandit starts with one, robberies, punches and Marshal's Revenge trade them), never
//! a total in dollars, which would give away the values the table keeps face down
//! (purses are read only by their owner; see `record::purse_peek_ui`); at the count it
//! shows the purses still to add ("2/3"). At the reveal, when every value is turned
//! over, the key figure is the **total**: loot plus the Gunslinger bonus, under its two
//! terms. Jewels, strongboxes and the bullets are the other figures.

use super::*;

/// One figure of a bandit's card: its caption, the figure, its colour, its accessible
/// label ("Belle: 2 purses"), and whether it is the card's key figure (see the module's
/// header).
pub(super) struct Figure {
    pub(super) caption: String,
    pub(super) figure: String,
    colour: Option<Color32>,
    label: String,
    pub(super) key: bool,
}

impl ColtView {
    /// A key figure of every row of bandit `i`'s card, for the phase: the books while
    /// the rounds go on, the sheet at the count, the money at the reveal.
    pub(super) fn figures(&self, s: &ColtState, i: usize, cx: &Cx<'_, '_>) -> Vec<Figure> {
        let Some(b) = s.bandits.get(i) else {
            return Vec::new();
        };
        let name = b.bandit.name();
        let count =
            |caption: &str, label: &'static str, value: usize, colour: Option<Color32>| Figure {
                caption: cx.i18n.text(caption),
                figure: value.to_string(),
                colour,
                label: cx.i18n.tr(&Message::new(label)
                    .text("bandit", name)
                    .number("count", value as i64)),
                key: false,
            };
        let money = |caption: &str, label: &'static str, value: u32| Figure {
            caption: cx.i18n.text(caption),
            figure: if value == 0 && caption == "colt-express-card-bonus" {
                "–".to_owned()
            } else {
                cx.i18n
                    .tr(&Message::new("colt-express-dollars").number("value", i64::from(value)))
            },
            colour: None,
            label: cx.i18n.tr(&Message::new(label)
                .text("bandit", name)
                .number("value", i64::from(value))),
            key: false,
        };
        let bullets = |fired: u8, received: u8| {
            [
                count(
                    "colt-express-card-fired",
                    "colt-express-figure-fired",
                    usize::from(fired),
                    (fired >= BULLETS).then_some(theme::DANGER),
                ),
                count(
                    "colt-express-card-received",
                    "colt-express-figure-received",
                    usize::from(received),
                    None,
                ),
            ]
        };
        let loot = |purses: usize, jewels: u8, strongboxes: u8| {
            [
                Figure {
                    key: true,
                    ..count(
                        "colt-express-card-purses",
                        "colt-express-figure-purses",
                        purses,
                        None,
                    )
                },
                count(
                    "colt-express-card-jewels",
                    "colt-express-figure-jewels",
                    usize::from(jewels),
                    None,
                ),
                count(
                    "colt-express-card-strongboxes",
                    "colt-express-figure-strongboxes",
                    usize::from(strongboxes),
                    None,
                ),
            ]
        };
        match &s.phase {
            Phase::FinalCount { sheets } => {
                let Some(sheet) = sheets.get(i) else {
                    return Vec::new();
                };
                let held = sheet.purses.len() + sheet.to_enter();
                let mut rows: Vec<Figure> = loot(held, sheet.jewels, sheet.strongboxes)
                    .into_iter()
                    .chain(bullets(sheet.fired, sheet.received))
                    .collect();
                // The purses still to add: "2/3", in gold, of the 3 the bandit holds.
                if sheet.to_enter() > 0 {
                    rows[0].figure = format!("{}/{held}", sheet.purses.len());
                    rows[0].colour = Some(theme::GOLD);
                    rows[0].label = cx
                        .i18n
                        .tr(&Message::new("colt-express-figure-purses-to-add")
                            .text("bandit", name)
                            .number("count", held as i64)
                            .number("missing", sheet.to_enter() as i64));
                }
                rows
            }
            Phase::Over { sheets, standings } => {
                let Some(sheet) = sheets.get(i) else {
                    return Vec::new();
                };
                // The Gunslinger bonus goes to a player; with one bandit each, to him.
                let bonus = if s.two_player {
                    0
                } else {
                    standings
                        .iter()
                        .find(|r| r.seat == b.owner)
                        .map_or(0, |r| r.bonus)
                };
                let loot = sheet.loot();
                // The total under its two terms, at the key size, its digits alone (it
                // reads as their sum, and their sign says dollars), so that four digits
                // keep the key size on the narrowest card ("1950 $" would not fit six
                // cards at 1280 px).
                let total = money(
                    "colt-express-card-total",
                    "colt-express-figure-total",
                    loot + bonus,
                );
                [
                    money("colt-express-card-loot", "colt-express-figure-loot", loot),
                    money(
                        "colt-express-card-bonus",
                        "colt-express-figure-bonus",
                        bonus,
                    ),
                    Figure {
                        caption: String::new(),
                        figure: (loot + bonus).to_string(),
                        key: true,
                        ..total
                    },
                ]
                .into_iter()
                .chain(bullets(sheet.fired, sheet.received))
                .collect()
            }
            _ => loot(b.purses.len(), b.jewels, b.strongboxes)
                .into_iter()
                .chain(bullets(b.fired, b.received))
                .collect(),
        }
    }

    /// Bandit `i`'s card: the name, the key figure among the others (see the module's
    /// header), the card's number with its player (or his place at the reveal), and the
    /// button of the phase.
    pub(super) fn card_ui(
        &mut self,
        ui: &mut Ui,
        s: &ColtState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let b = &s.bandits[i];
        let colour = self.colour(b.owner);
        let badge = self.badges.get(b.owner).map_or("", String::as_str);
        widgets::card_name(ui, card, badge, b.bandit.name(), colour, false);
        for f in self.figures(s, i, cx) {
            if f.key {
                widgets::card_key_figure_right(ui, card, &f.caption, &f.figure, f.colour, &f.label);
            } else {
                widgets::card_figure_right(ui, card, &f.caption, &f.figure, f.colour, &f.label);
            }
        }
        let player = s.players.get(b.owner).cloned().unwrap_or_default();
        let seat = |id: &'static str| {
            Message::new(id)
                .number("number", (i + 1) as i64)
                .text("player", player.clone())
        };
        // The card's number (the digit that picks the bandit) with his player; at the
        // reveal, his place. The number is a figure, read from across the table like
        // the others; the player's name beside it is text.
        let (label, big, small) = match &s.phase {
            Phase::Over { standings, .. } => {
                let place = standings
                    .iter()
                    .find(|r| r.seat == b.owner)
                    .map_or(0, |r| r.place) as i64;
                (
                    seat("colt-express-card-place").number("place", place),
                    cx.i18n.tr(
                        &Message::new("colt-express-card-place-ordinal").number("place", place),
                    ),
                    seat("colt-express-card-place-rest"),
                )
            }
            _ => (
                seat("colt-express-card-seat"),
                (i + 1).to_string(),
                seat("colt-express-card-seat-rest"),
            ),
        };
        status_row(
            ui,
            card,
            &big,
            &cx.i18n.tr(&small),
            &cx.i18n.tr(&label),
            &cx.i18n.text(b.bandit.ability_id()),
        );
        if in_play(s) {
            self.card_button_ui(ui, s, i, cx);
        }
    }

    /// The card's button: its tick at an event that touches the books, else the record
    /// form for this bandit.
    fn card_button_ui(&mut self, ui: &mut Ui, s: &ColtState, i: usize, cx: &mut Cx<'_, '_>) {
        let name = bandit_name(s, i);
        let (text, label, is) = if s.phase == Phase::Event && !board_only(s) {
            (
                cx.i18n
                    .tr(&Message::new("colt-express-tick").number("number", (i + 1) as i64)),
                cx.i18n
                    .tr(&Message::new("colt-express-tick-label").text("bandit", name)),
                self.ticked.get(i).copied().unwrap_or(false),
            )
        } else {
            (
                cx.i18n.text("colt-express-record"),
                cx.i18n
                    .tr(&Message::new("colt-express-record-label").text("bandit", name)),
                self.record.is_some_and(|r| r.bandit == i),
            )
        };
        let response = ui.add(egui::Button::new(text).selected(is));
        response.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, is, label.clone()));
        if response.on_hover_text(&label).clicked() {
            if s.phase == Phase::Event && !board_only(s) {
                if let Some(t) = self.ticked.get_mut(i) {
                    *t = !*t;
                }
                self.current = Some(i);
            } else if is {
                self.record = None;
            } else {
                self.record = Some(Record {
                    bandit: i,
                    deed: None,
                });
            }
        }
    }
}

/// A card's status row, at the figure's height: `big` at the figure size (the card's
/// number, or the place at the reveal) and `small` after it at the text size (the
/// player), cut with "…" if too long; in gold, named `label` ("1 · Ann"), the bandit's
/// ability (`hover`) on hover.
fn status_row(ui: &mut Ui, card: &CardSize, big: &str, small: &str, label: &str, hover: &str) {
    let colour = theme::accent(ui, theme::GOLD);
    let row = widgets::CardSizes::row(card.sizes.figure);
    ui.scope(|ui| {
        ui.spacing_mut().interact_size.y = row;
        let inner = ui.allocate_ui_with_layout(
            Vec2::new(ui.available_width(), row),
            egui::Layout::left_to_right(egui::Align::Max),
            |ui| {
                ui.add(
                    egui::Label::new(
                        RichText::new(big)
                            .size(card.sizes.figure)
                            .strong()
                            .color(colour),
                    )
                    .selectable(false),
                );
                ui.add(
                    egui::Label::new(RichText::new(small).size(card.sizes.text).color(colour))
                        .selectable(false)
                        .truncate(),
                );
            },
        );
        let label = label.to_owned();
        let response = inner.response.on_hover_text(hover);
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
    });
}
