//! The bandits' cards: each one's figures (purses, jewels, strongboxes, bullets) and
//! the buttons that open the record form.

use super::*;

/// One key figure of a bandit's card: its caption, the figure, its colour, and its
/// accessible label ("Belle: 2 purses").
pub(super) struct Figure {
    pub(super) caption: String,
    pub(super) figure: String,
    colour: Option<Color32>,
    label: String,
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
                count(
                    "colt-express-card-purses",
                    "colt-express-figure-purses",
                    purses,
                    None,
                ),
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
                [
                    money("colt-express-card-loot", "colt-express-figure-loot", loot),
                    money(
                        "colt-express-card-bonus",
                        "colt-express-figure-bonus",
                        bonus,
                    ),
                    money(
                        "colt-express-card-total",
                        "colt-express-figure-total",
                        loot + bonus,
                    ),
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

    /// Bandit `i`'s card: the name, the five key figures, the player with a status, and
    /// the button of the phase.
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
            widgets::card_figure_right(ui, card, &f.caption, &f.figure, f.colour, &f.label);
        }
        let player = s.players.get(b.owner).cloned().unwrap_or_default();
        let seat = |id: &'static str| {
            Message::new(id)
                .number("number", (i + 1) as i64)
                .text("player", player.clone())
        };
        let status = match &s.phase {
            Phase::Over { standings, .. } => seat("colt-express-card-place").number(
                "place",
                standings
                    .iter()
                    .find(|r| r.seat == b.owner)
                    .map_or(0, |r| r.place) as i64,
            ),
            _ => seat("colt-express-card-seat"),
        };
        ui.add(
            egui::Label::new(
                RichText::new(cx.i18n.tr(&status))
                    .size(card.sizes.text)
                    .color(theme::accent(ui, theme::GOLD)),
            )
            .truncate(),
        )
        .on_hover_text(cx.i18n.text(b.bandit.ability_id()));
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
