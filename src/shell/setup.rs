//! Setup: players in seating order (name, colour), the first player (by hand or drawn
//! at random with a short animation and a drum roll), and the game's options.

use std::time::Duration;

use egui::{RichText, Ui};

use super::Command;
use crate::core::cue::{Cue, Fx, Voice};
use crate::core::game::GameKind;
use crate::core::message::Message;
use crate::core::players::{MAX_NAME_CHARS, Player, PlayerColour, Seating};
use crate::games;
use crate::i18n::I18n;
use crate::services::chance::Chance;
use crate::settings::Settings;

use crate::kit::{theme, widgets};

/// How long the first-player draw animates.
pub const PICK_ANIMATION: Duration = Duration::from_millis(1_400);
/// The most height the sentences beside Start take, in points (four lines): the page of
/// a game under way keeps its room whatever is wrong in it.
const LIST_HEIGHT: f32 = 96.0;
/// The width of "Back to the players", in points.
const BACK_WIDTH: f32 = 250.0;
/// How long each name stays lit while the draw animates.
const PICK_STEP: Duration = Duration::from_millis(90);

/// A first player being drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pick {
    chosen: usize,
    started: Duration,
}

/// Setup's pages: the players and options, then, for a game taken over, what lies on
/// its table ([`crate::host::View::under_way_ui`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SetupPage {
    /// Players in seating order, the first player and the game's options.
    #[default]
    Players,
    /// The game under way: the books and the market as they lie (Gnadenlos!'s take-over).
    UnderWay,
}

/// The Setup screen's state.
#[derive(Clone, Debug)]
pub struct SetupScreen {
    kind: GameKind,
    /// The page shown.
    page: SetupPage,
    players: Vec<Player>,
    first: usize,
    /// The game's options being chosen (its preferences, as the settings keep them).
    prefs: serde_json::Value,
    pick: Option<Pick>,
    /// A refusal from the last attempt to start.
    pub refusal: Option<Message>,
    /// Whether a microphone can record the players' names (the shell sets it): each
    /// name then has "Record the name" beside it.
    pub record_names: bool,
    /// The name whose "Record the name" was pressed this frame.
    record_name: Option<String>,
}

impl SetupScreen {
    /// Setup for `kind`, with the last game's players (or as many new ones as the game
    /// needs) and the options last chosen for it.
    #[must_use]
    pub fn new(kind: GameKind, settings: &Settings) -> Self {
        let (min, max) = players(kind);
        let mut players: Vec<Player> = settings.last_players.iter().take(max).cloned().collect();
        while players.len() < min {
            let colour = next_colour(&players);
            players.push(Player {
                name: String::new(),
                colour,
            });
        }
        Self {
            kind,
            page: SetupPage::Players,
            players,
            first: 0,
            prefs: settings.game_prefs(kind).clone(),
            pick: None,
            refusal: None,
            record_names: false,
            record_name: None,
        }
    }

    /// The page shown: the players, or the game under way. A click that changed it is
    /// not taken again by what the new page puts in its place (the shell's click guard).
    #[must_use]
    pub fn page(&self) -> SetupPage {
        self.page
    }

    /// While the first-player draw animates: how soon to draw the next frame.
    #[must_use]
    pub fn animating(&self, now: Duration) -> Option<Duration> {
        self.pick
            .filter(|p| now < p.started + PICK_ANIMATION + PICK_STEP)
            .map(|_| Duration::from_millis(16))
    }

    /// The players as the first-player draw names them (names trimmed), for the audio
    /// output's names ([`Voice::seat`]).
    #[must_use]
    pub fn players_drawn(&self) -> Vec<Player> {
        self.seating().players
    }

    fn seating(&self) -> Seating {
        Seating {
            players: self
                .players
                .iter()
                .map(|p| Player {
                    name: p.name.trim().to_owned(),
                    colour: p.colour,
                })
                .collect(),
            first: self.first,
        }
    }

    /// Draws Setup and pushes the command to start when asked.
    pub fn setup_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        now: Duration,
        chance: &mut dyn Chance,
        commands: &mut Vec<Command>,
    ) {
        let (min, max) = players(self.kind);
        let lit = self.update_pick(now, commands);
        // A refusal of the last start goes as soon as anything is changed (the field
        // it named fixed): it never stays to contradict the form.
        let before = (self.prefs.clone(), self.players.clone(), self.first);
        let game = games::find(self.kind);
        let under_way = game.is_some_and(|g| g.under_way(&self.prefs));
        if !under_way {
            self.page = SetupPage::Players;
        }
        // Start (or "Next" to the game under way), its reason and the refusal of the
        // last attempt, pinned at the bottom: always in sight, always in one place.
        egui::Panel::bottom("setup-start")
            .show_separator_line(true)
            .show(ui, |ui| {
                ui.add_space(8.0);
                let seating = self.seating();
                let next = under_way && self.page == SetupPage::Players;
                // On the page of the game under way, Start also waits for what cannot be
                // in it, every sentence beside Start (the fields are marked "!").
                let problems: Vec<String> = match game {
                    Some(game) if self.page == SetupPage::UnderWay => game
                        .under_way_problems(&self.prefs, &seating)
                        .iter()
                        .map(|m| i18n.tr(m))
                        .collect(),
                    _ => Vec::new(),
                };
                let why = seating
                    .validate(min, max)
                    .err()
                    .map(|e| i18n.tr(&e.message()))
                    .or_else(|| problems.first().cloned());
                let text = if next {
                    i18n.text("setup-next-under-way")
                } else {
                    i18n.tr(&Message::new("setup-start").text("game", self.kind.title()))
                };
                // The sentences beside Start take the width "Back to the players" leaves.
                let back = self.page == SetupPage::UnderWay;
                let list_width = (ui.available_width()
                    - if back { 300.0 + BACK_WIDTH } else { 300.0 })
                .max(200.0);
                // As many sentences as fit in LIST_HEIGHT, the rest counted in one line
                // (its tooltip gives them all): the bar never takes the page's room.
                let line_height = |text: &str| {
                    let font = egui::FontId::proportional(17.0);
                    ui.painter()
                        .layout(format!("! {text}"), font, egui::Color32::WHITE, list_width)
                        .size()
                        .y
                        + 2.0
                };
                let heights: Vec<f32> = problems.iter().map(|p| line_height(p)).collect();
                let mut shown = problems.len();
                let mut list_height: f32 = heights.iter().sum();
                let more_line =
                    i18n.tr(
                        &Message::new("setup-more-problems").number("count", problems.len() as i64)
                    );
                if list_height > LIST_HEIGHT {
                    let room = LIST_HEIGHT - line_height(&more_line);
                    let mut used = 0.0;
                    shown = heights
                        .iter()
                        .take_while(|h| {
                            used += **h;
                            used <= room
                        })
                        .count()
                        .max(1);
                    list_height = heights[..shown].iter().sum::<f32>() + line_height(&more_line);
                }
                let more = (shown < problems.len()).then(|| {
                    i18n.tr(&Message::new("setup-more-problems")
                        .number("count", (problems.len() - shown) as i64))
                });
                // One row as high as Start or the sentences, each bottom-aligned: when
                // the sentences grow, the bar grows upward and Start stays put.
                let big = theme::BIG_BUTTON_HEIGHT;
                let height = list_height.max(big);
                let bar = egui::Rect::from_min_max(ui.cursor().min, ui.max_rect().max);
                ui.horizontal_top(|ui| {
                    let start = ui
                        .vertical(|ui| {
                            ui.add_space(height - big);
                            ui.horizontal(|ui| widgets::big_button(ui, &text, why.as_deref(), None))
                                .inner
                        })
                        .inner;
                    if start.clicked() {
                        if next {
                            self.page = SetupPage::UnderWay;
                        } else {
                            commands.push(Command::Start {
                                kind: self.kind,
                                seating,
                                prefs: self.prefs.clone(),
                            });
                        }
                    }
                    ui.vertical(|ui| {
                        if problems.is_empty() {
                            ui.add_space(height - big);
                            let line = egui::Vec2::new(list_width, big);
                            let layout = egui::Layout::left_to_right(egui::Align::Center);
                            ui.allocate_ui_with_layout(line, layout, |ui| {
                                if let Some(why) = &why {
                                    ui.label(RichText::new(why).size(20.0).weak());
                                }
                            });
                        } else {
                            ui.add_space(height - list_height);
                            ui.set_width(list_width);
                            ui.spacing_mut().item_spacing.y = 2.0;
                            for problem in &problems[..shown] {
                                widgets::refusal_sized(ui, problem, 17.0);
                            }
                            if let Some(more) = &more {
                                let all = problems.join("\n");
                                ui.add(
                                    egui::Label::new(
                                        RichText::new(format!("! {more}"))
                                            .color(theme::accent_text(
                                                theme::DANGER,
                                                ui.visuals().dark_mode,
                                            ))
                                            .size(17.0)
                                            .strong(),
                                    )
                                    .wrap_mode(egui::TextWrapMode::Wrap),
                                )
                                .on_hover_text(all);
                            }
                        }
                    });
                    if back {
                        // At the bar's right end, bottom-aligned with Start.
                        let size = egui::Vec2::new(BACK_WIDTH, big);
                        let place = egui::Rect::from_min_size(
                            egui::pos2(bar.right() - BACK_WIDTH, bar.top() + height - big),
                            size,
                        );
                        // A plain button: Start is the page's main action.
                        let button =
                            egui::Button::new(RichText::new(i18n.text("setup-back")).size(22.0))
                                .min_size(size);
                        if ui.put(place, button).clicked() {
                            self.page = SetupPage::Players;
                        }
                    }
                });
                if let Some(refusal) = &self.refusal {
                    widgets::refusal(ui, &i18n.tr(refusal));
                }
                ui.add_space(4.0);
            });
        if self.page == SetupPage::UnderWay {
            egui::ScrollArea::vertical()
                .id_salt("setup-under-way")
                .auto_shrink(false)
                .show(ui, |ui| {
                    ui.heading(i18n.tr(
                        &Message::new("setup-under-way-title").text("game", self.kind.title()),
                    ));
                    if let Some(game) = game {
                        let seating = self.seating();
                        game.under_way_ui(ui, i18n, &mut self.prefs, &seating);
                    }
                });
            if before != (self.prefs.clone(), self.players.clone(), self.first) {
                self.refusal = None;
            }
            return;
        }
        egui::ScrollArea::vertical()
            .id_salt("setup")
            .auto_shrink(false)
            .show(ui, |ui| {
                // The title and its help on one line (the help goes under it where the
                // line is too short), so that the options fit a 1366×768 laptop below.
                ui.horizontal_wrapped(|ui| {
                    ui.heading(
                        i18n.tr(&Message::new("setup-title").text("game", self.kind.title())),
                    );
                    ui.add_space(8.0);
                    ui.label(
                        i18n.tr(&Message::new("setup-help")
                            .number("min", min as i64)
                            .number("max", max as i64)),
                    );
                });
                ui.add_space(8.0);
                // "Add a player" and the draw of the first player beside the players
                // where the window leaves room (they stay put as players are added, and
                // the page keeps a row for the options), else under them.
                let add = i18n.text("setup-add-player");
                let draw = i18n.text("setup-random-first");
                let buttons_width = widgets::widest_text(
                    ui,
                    [add.clone(), draw.clone()],
                    egui::TextStyle::Button.resolve(ui.style()).size,
                ) + 2.0 * ui.spacing().button_padding.x;
                let beside = ui
                    .horizontal_top(|ui| {
                        self.players_ui(ui, i18n, lit, min, max);
                        // As far from the players as the grid's columns are apart (the
                        // item spacing).
                        let beside = ui.available_width() >= buttons_width;
                        if beside {
                            ui.vertical(|ui| {
                                self.seat_buttons_ui(
                                    ui,
                                    i18n,
                                    (&add, &draw),
                                    now,
                                    chance,
                                    commands,
                                );
                            });
                        }
                        beside
                    })
                    .inner;
                if !beside {
                    ui.horizontal(|ui| {
                        self.seat_buttons_ui(ui, i18n, (&add, &draw), now, chance, commands);
                    });
                }
                if let Some(name) = self.record_name.take() {
                    commands.push(Command::RecordName(name));
                }
                ui.add_space(12.0);
                if let Some(game) = games::find(self.kind) {
                    ui.label(
                        RichText::new(i18n.text("setup-options"))
                            .size(24.0)
                            .strong(),
                    );
                    let seating = self.seating();
                    game.options_ui(ui, i18n, &mut self.prefs, &seating);
                }
            });
        if before != (self.prefs.clone(), self.players.clone(), self.first) {
            self.refusal = None;
        }
    }

    /// "Add a player" (greyed at the game's most) and the draw of the first player, in
    /// `ui`'s layout (beside the players, one above the other, or under them in a row).
    fn seat_buttons_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        (add, draw): (&str, &str),
        now: Duration,
        chance: &mut dyn Chance,
        commands: &mut Vec<Command>,
    ) {
        let (_, max) = players(self.kind);
        let full = (self.players.len() >= max)
            .then(|| i18n.tr(&Message::new("seating-too-many").number("max", max as i64)));
        if widgets::button(ui, add, full.as_deref(), None).clicked() {
            let colour = next_colour(&self.players);
            self.players.push(Player {
                name: String::new(),
                colour,
            });
        }
        let busy = self.pick.is_some_and(|p| now < p.started + PICK_ANIMATION);
        let why = busy.then(|| i18n.text("setup-drawing"));
        if widgets::button(
            ui,
            draw,
            why.as_deref(),
            Some(&i18n.text("setup-random-first-tooltip")),
        )
        .clicked()
        {
            let chosen = chance.index(self.players.len());
            self.pick = Some(Pick {
                chosen,
                started: now,
            });
            commands.push(Command::Play(Cue::fx(Fx::DRUM_ROLL)));
        }
    }

    /// Advances the draw animation; returns the index lit now, and sets the first
    /// player when the animation ends.
    fn update_pick(&mut self, now: Duration, commands: &mut Vec<Command>) -> Option<usize> {
        let pick = self.pick?;
        let n = self.players.len().max(1);
        let elapsed = now.saturating_sub(pick.started);
        if elapsed >= PICK_ANIMATION {
            self.first = pick.chosen.min(n - 1);
            let name = self
                .players
                .get(self.first)
                .map_or_else(String::new, |p| p.name.trim().to_owned());
            // "First player!" and the drawn player's name (recorded, spoken or the seat's
            // colour: the audio output's choice).
            let mut cue = Cue::say(
                Voice::FIRST_PLAYER,
                Message::new("setup-first-is").text("name", name),
            );
            cue.voice.extend(Voice::seat(self.first));
            commands.push(Command::Play(cue));
            self.pick = None;
            return None;
        }
        // Slow down toward the end and land on the chosen player.
        let steps_total = (PICK_ANIMATION.as_millis() / PICK_STEP.as_millis()) as usize;
        let step = (elapsed.as_millis() / PICK_STEP.as_millis()) as usize;
        let offset = steps_total.saturating_sub(step);
        Some((pick.chosen + n * steps_total - offset) % n)
    }

    fn players_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        lit: Option<usize>,
        min: usize,
        _max: usize,
    ) {
        let n = self.players.len();
        let badges = self.seating().badges();
        let mut action: Option<(usize, i8)> = None;
        // The colour pickers' width: the widest colour name in the app's language, the
        // picker's arrow and its padding.
        let colour_width = widgets::widest_text(
            ui,
            PlayerColour::ALL.iter().map(|c| i18n.text(c.message_id())),
            egui::TextStyle::Button.resolve(ui.style()).size,
        ) + ui.spacing().icon_width
            + 3.0 * ui.spacing().button_padding.x;
        egui::Grid::new("players")
            .num_columns(6)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                for i in 0..n {
                    let colour = theme::player_colour(self.players[i].colour);
                    let highlight = lit == Some(i) || (lit.is_none() && self.first == i);
                    widgets::badge(ui, badges.get(i).map_or("", String::as_str), colour, 36.0);
                    let seat = i18n.tr(&Message::new("setup-seat").number("seat", (i + 1) as i64));
                    let label = ui.label(RichText::new(&seat).size(20.0));
                    let name = &mut self.players[i].name;
                    let edit = egui::TextEdit::singleline(name)
                        .hint_text(i18n.text("setup-name-hint"))
                        .char_limit(MAX_NAME_CHARS)
                        .desired_width(240.0)
                        .font(egui::FontId::proportional(24.0));
                    ui.add_sized([240.0, 34.0], edit).labelled_by(label.id);
                    let colour_label =
                        i18n.tr(&Message::new("setup-colour").number("seat", (i + 1) as i64));
                    let combo = egui::ComboBox::from_id_salt(("colour", i))
                        .selected_text(i18n.text(self.players[i].colour.message_id()))
                        // One width whatever the colour's name: the buttons after it
                        // stay put when a player's colour changes ("Orange" moved them).
                        .width(colour_width)
                        // Every colour in view, none to scroll to.
                        .height(480.0)
                        .show_ui(ui, |ui| {
                            for colour in PlayerColour::ALL {
                                let taken = self
                                    .players
                                    .iter()
                                    .enumerate()
                                    .any(|(j, p)| j != i && p.colour == colour);
                                // The name in the theme's text colour beside a framed
                                // swatch: "Black" in black would not read on the picker.
                                let text = RichText::new(i18n.text(colour.message_id()));
                                ui.add_enabled_ui(!taken, |ui| {
                                    ui.horizontal(|ui| {
                                        widgets::colour_swatch(
                                            ui,
                                            theme::player_colour(colour),
                                            20.0,
                                        );
                                        ui.selectable_value(
                                            &mut self.players[i].colour,
                                            colour,
                                            text,
                                        );
                                    });
                                });
                            }
                        });
                    combo.response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::ComboBox, true, colour_label.clone())
                    });
                    ui.horizontal(|ui| {
                        let up =
                            i18n.tr(&Message::new("setup-move-up").number("seat", (i + 1) as i64));
                        if named(
                            ui.add_enabled(i > 0, egui::Button::new(i18n.text("setup-up"))),
                            &up,
                        )
                        .on_hover_text(&up)
                        .clicked()
                        {
                            action = Some((i, -1));
                        }
                        let down = i18n
                            .tr(&Message::new("setup-move-down").number("seat", (i + 1) as i64));
                        if named(
                            ui.add_enabled(i + 1 < n, egui::Button::new(i18n.text("setup-down"))),
                            &down,
                        )
                        .on_hover_text(&down)
                        .clicked()
                        {
                            action = Some((i, 1));
                        }
                        let remove =
                            i18n.tr(&Message::new("setup-remove").number("seat", (i + 1) as i64));
                        let few =
                            i18n.tr(&Message::new("seating-too-few").number("min", min as i64));
                        let r = named(
                            ui.add_enabled(
                                n > min,
                                egui::Button::new(i18n.text("setup-remove-short")),
                            ),
                            &remove,
                        )
                        .on_hover_text(&remove);
                        if r.on_disabled_hover_text(few).clicked() {
                            action = Some((i, 0));
                        }
                        let name = self.players[i].name.trim().to_owned();
                        if self.record_names {
                            let tip =
                                i18n.tr(
                                    &Message::new("record-name-tooltip").text("name", name.clone())
                                );
                            let label = i18n
                                .tr(&Message::new("record-name-label")
                                    .number("seat", (i + 1) as i64));
                            let button = ui.add_enabled(
                                !name.is_empty(),
                                egui::Button::new(i18n.text("record-name-button")),
                            );
                            if named(button, &label).on_hover_text(tip).clicked() {
                                self.record_name = Some(name);
                            }
                        }
                    });
                    let first = if highlight {
                        // The selection's own text colour on its gold fill (gold on gold
                        // read at 1.3:1).
                        RichText::new(i18n.text("setup-first")).strong().size(22.0)
                    } else {
                        RichText::new(i18n.text("setup-make-first")).weak()
                    };
                    if ui.selectable_label(highlight, first).clicked() && self.pick.is_none() {
                        self.first = i;
                    }
                    ui.end_row();
                }
            });
        match action {
            Some((i, 0)) => {
                self.players.remove(i);
                if self.first >= self.players.len() || self.first > i {
                    self.first = self.first.saturating_sub(1);
                }
            }
            Some((i, d)) => {
                let j = if d < 0 { i - 1 } else { i + 1 };
                self.players.swap(i, j);
                if self.first == i {
                    self.first = j;
                } else if self.first == j {
                    self.first = i;
                }
            }
            None => {}
        }
    }
}

/// The first colour nobody uses yet.
fn next_colour(players: &[Player]) -> PlayerColour {
    PlayerColour::ALL
        .into_iter()
        .find(|c| players.iter().all(|p| p.colour != *c))
        .unwrap_or(PlayerColour::Red)
}

/// The player counts of a game (from the registry; 2 to 8 for a game this build lacks).
fn players(kind: GameKind) -> (usize, usize) {
    games::find(kind).map_or((2, PlayerColour::ALL.len()), |g| g.players())
}

/// Gives a short button ("Up", "Remove") the full accessible name of what it does
/// ("Remove player 3"), for screen readers and UI tests.
fn named(response: egui::Response, label: &str) -> egui::Response {
    let enabled = response.enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, label));
    response
}
