//! Duel's table view, in the host's table frame: the header (round, phase, the caller),
//! the huge tier beside the players' cards (bullets, wounds, hat or condition), and the
//! dock (the form of the moment: a shot, a reload, a jam; the main action at the bottom
//! right).
//!
//! The view reads the state the host lends it and asks for [`DuelAction`]s through the
//! [`ViewCx`]; the caller's schedule runs in [`View::tick`] from the shell's monotonic
//! time. The host applies the actions, saves them and plays their cues.

use std::time::Duration;

use egui::{Color32, Key, RichText, Ui, WidgetInfo};

use crate::core::cue::Cue;
use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::pips::Pips;
use crate::core::players::Seating;
use crate::host::{CardSize, CardSpec, Header, View, ViewCx};
use crate::i18n::I18n;
use crate::kit::theme;
use crate::kit::widgets::{self, Choice, DialogChoice, Typed};
use crate::session::Session;

use super::caller::{Caller, MAX_TEMPO_MS, MIN_TEMPO_MS, STEPS, Stop};
use super::cues::HOLD;
use super::history::result_message;
use super::rules::{
    CYLINDER, Condition, Duel, DuelAction, DuelEvent, DuelState, FATAL_WOUNDS, NextCall, Phase,
    Shot,
};
use super::{DuelGame, DuelPrefs};

type Cx<'a, 'b> = ViewCx<'a, DuelGame>;

/// The values a card or a die shows.
const FACES: std::ops::RangeInclusive<u8> = 1..=6;

/// The form open in the dock, if any.
#[derive(Clone, Debug, PartialEq)]
enum Form {
    /// Recording the shots of the current tier.
    Shots(ShotForm),
    /// Recording a reload.
    Reload {
        player: usize,
        bullets: Option<Pips>,
        dodge: Option<Pips>,
    },
    /// Marking a jam.
    Jam { player: usize, dodge: Option<Pips> },
}

/// The shot being entered.
#[derive(Clone, Debug, Default, PartialEq)]
struct ShotForm {
    shooter: Option<usize>,
    target: Option<usize>,
    shot: Option<Pips>,
    dodge: Option<Pips>,
}

/// A duel's table view: the caller's schedule and the form being filled.
pub struct DuelView {
    caller: Caller,
    badges: Vec<String>,
    colours: Vec<Color32>,
    form: Option<Form>,
}

/// The width of the huge tier beside the cards, in points.
const ASIDE_WIDTH: f32 = 220.0;
/// The widest button on a card ("Pas de recharge"), in points.
const CARD_BUTTON_WIDTH: f32 = 170.0;

impl View<DuelGame> for DuelView {
    const HAS_PREFS_UI: bool = true;

    /// A resumed shooting phase starts paused.
    fn new(session: &Session<Duel>, prefs: &DuelPrefs, _resumed: bool) -> Self {
        let seating: &Seating = &session.journal().setup().seating;
        let mut caller = Caller::new(prefs.caller_tempo_ms);
        if matches!(session.state().phase, Phase::Shooting { .. }) {
            caller.stop(Stop::Paused, 0, Duration::ZERO);
        }
        Self {
            caller,
            badges: seating.badges(),
            colours: seating
                .players
                .iter()
                .map(|p| theme::player_colour(p.colour))
                .collect(),
            form: None,
        }
    }

    fn table_keys(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        // Shots recorded but not applied (after an undo, or a resumed save) keep the
        // shot form open: the caller holds until they are resolved.
        if self.form.is_none() && !s.pending().is_empty() {
            self.form = Some(Form::Shots(ShotForm::default()));
        }
        self.keys(ui, s, cx);
    }

    fn header(&self, s: &DuelState, cx: &Cx<'_, '_>) -> Header {
        let id = match s.phase {
            Phase::Preparation => "duel-phase-preparation",
            Phase::Shooting { .. } => "duel-phase-shooting",
            Phase::Over { .. } => "duel-phase-over",
        };
        Header {
            title: cx
                .i18n
                .tr(&Message::new(id).number("round", i64::from(s.round))),
            turn: None,
            status: matches!(s.phase, Phase::Shooting { .. }).then(|| self.caller_status(cx)),
        }
    }

    fn aside_width(&self, s: &DuelState) -> Option<f32> {
        matches!(s.phase, Phase::Shooting { .. }).then_some(ASIDE_WIDTH)
    }

    fn aside_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        tier_ui(ui, s, cx.i18n);
    }

    fn card_spec(&self, s: &DuelState, cx: &Cx<'_, '_>) -> CardSpec {
        let t = |m: Message| cx.i18n.tr(&m);
        let rows = [
            (t(Message::new("duel-bullets")), "6/6".to_owned()),
            (t(Message::new("duel-card-wounds")), "3/3".to_owned()),
            (
                t(Message::new("duel-card-hat")),
                t(Message::new("duel-card-hat-value").text("hat", "on")),
            ),
            (
                t(Message::new("duel-card-hat")),
                t(Message::new("duel-card-hat-value").text("hat", "lost")),
            ),
            (
                String::new(),
                t(Message::new("duel-card-condition").text("out", "dead")),
            ),
            (
                String::new(),
                t(Message::new("duel-card-condition").text(
                    "out",
                    if s.options.soft_hearted {
                        "disarmed"
                    } else {
                        "dead"
                    },
                )),
            ),
        ];
        let [(bullets, six), others @ ..] = &rows;
        CardSpec {
            count: s.duelists.len(),
            // The bullets, the key figure; the wounds, and the hat (or the condition of a
            // player who is out).
            key_rows: 1,
            key_ems: widgets::key_ems(bullets, six),
            figure_rows: 2,
            // The widest of them in the language shown ("Wounds 2/3", "Chapeau perdu").
            figure_ems: others
                .iter()
                .map(|(caption, figure)| widgets::figure_ems(caption, figure))
                .fold(0.0, f32::max),
            // The statuses, on at most two lines.
            text_rows: 2,
            // Reload and jam, one above the other; one shot button.
            button_rows: match s.phase {
                Phase::Preparation => 2,
                Phase::Shooting { .. } => 1,
                Phase::Over { .. } => 0,
            },
            min_width: CARD_BUTTON_WIDTH,
        }
    }

    fn player_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
        let out = !s.duelists[i].is_standing();
        widgets::framed_card(ui, card, colour, out, |ui| {
            self.player_card_ui(ui, s, i, card, cx);
        });
    }

    fn dock_form_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        match self.form.clone() {
            Some(Form::Shots(form)) => self.shot_form_ui(ui, s, form, cx),
            Some(Form::Reload {
                player,
                mut bullets,
                mut dodge,
            }) => {
                form_title(
                    ui,
                    &cx.i18n
                        .tr(&Message::new("duel-reload-title").text("name", name(s, player))),
                );
                form_help(ui, &cx.i18n.text("duel-reload-help"));
                ui.horizontal_top(|ui| {
                    widgets::pips_picker(ui, &cx.i18n.text("duel-card-bullets"), &mut bullets);
                    ui.add_space(24.0);
                    widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut dodge);
                });
                self.form = Some(Form::Reload {
                    player,
                    bullets,
                    dodge,
                });
            }
            Some(Form::Jam { player, mut dodge }) => {
                form_title(
                    ui,
                    &cx.i18n
                        .tr(&Message::new("duel-jam-title").text("name", name(s, player))),
                );
                form_help(ui, &cx.i18n.text("duel-jam-help"));
                widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut dodge);
                self.form = Some(Form::Jam { player, dodge });
            }
            None => match s.phase {
                Phase::Preparation => form_help(ui, &cx.i18n.text("duel-prepare-hint")),
                Phase::Shooting { .. } => {
                    let id = if cx.prefs.caller_manual {
                        "duel-shooting-hint-manual"
                    } else {
                        "duel-shooting-hint"
                    };
                    form_help(ui, &cx.i18n.text(id));
                }
                Phase::Over { winner } => {
                    let text = winner.map_or_else(
                        || cx.i18n.text("duel-history-no-winner"),
                        |w| {
                            cx.i18n
                                .tr(&Message::new("duel-caption-winner").text("name", name(s, w)))
                        },
                    );
                    ui.label(
                        RichText::new(text)
                            .size(theme::CAPTION)
                            .strong()
                            .color(theme::GOLD),
                    );
                }
            },
        }
    }

    fn dock_action_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        match self.form.clone() {
            Some(Form::Shots(form)) => self.shot_actions_ui(ui, s, &form, cx),
            Some(Form::Reload { bullets, dodge, .. }) => {
                self.confirm_row_ui(ui, bullets.is_some() && dodge.is_some(), cx);
            }
            Some(Form::Jam { dodge, .. }) => self.confirm_row_ui(ui, dodge.is_some(), cx),
            None => self.main_actions_ui(ui, s, cx),
        }
    }

    fn dock_step(&self, _s: &DuelState) -> u64 {
        match &self.form {
            None => 0,
            Some(Form::Shots(_)) => 1,
            Some(Form::Reload { player, .. }) => 100 + *player as u64,
            Some(Form::Jam { player, .. }) => 200 + *player as u64,
        }
    }

    fn tick(&mut self, s: &DuelState, cx: &mut Cx<'_, '_>) -> Option<Duration> {
        if cx.prefs.caller_manual || self.form.is_some() || !self.caller.is_running() {
            return None;
        }
        let step = next_step(s)?;
        if self.caller.is_due(step, cx.now) {
            if let Some(action) = next_action(s) {
                cx.act(action);
            }
            // The call just asked for makes the next step the one after it.
            return self.caller.wait(step + 1, cx.now);
        }
        self.caller.wait(step, cx.now)
    }

    fn accepted(
        &mut self,
        action: &DuelAction,
        s: &DuelState,
        events: &[DuelEvent],
        cx: &mut Cx<'_, '_>,
    ) {
        match action {
            DuelAction::RecordShot(_) => self.form = Some(Form::Shots(ShotForm::default())),
            DuelAction::RecordReload { .. } | DuelAction::MarkJam { .. } => self.form = None,
            DuelAction::ResolveTier => {
                self.form = None;
                if self.caller.stop_reason() == Some(Stop::Held) {
                    self.resume(s, cx);
                }
            }
            _ => {}
        }
        for event in events {
            match event {
                DuelEvent::ShootingStarted if !cx.prefs.caller_manual => {
                    self.caller.set_tempo_ms(cx.prefs.caller_tempo_ms);
                    let mut offsets = [0i64; STEPS];
                    if cx.prefs.caller_jitter {
                        let limit = (cx.prefs.caller_tempo_ms / 4) as i64;
                        for o in offsets.iter_mut().skip(1) {
                            *o = cx.chance.spread(limit);
                        }
                    }
                    self.caller.set_jitter_ms(offsets);
                    self.caller.start(cx.now, 0);
                }
                DuelEvent::RoundEnded { .. } | DuelEvent::DuelOver { .. } => {
                    self.caller.reset();
                    self.form = None;
                }
                _ => {}
            }
        }
    }

    fn rewound(&mut self, s: &DuelState, _cx: &mut Cx<'_, '_>) {
        self.form = None;
        if !matches!(s.phase, Phase::Shooting { .. }) {
            self.caller.reset();
        }
    }

    fn pause(&mut self, s: &DuelState, cx: &mut Cx<'_, '_>) {
        if self.caller.is_running()
            && let Some(step) = next_step(s)
        {
            self.caller.stop(Stop::Paused, step, cx.now);
        }
    }

    fn options_ui(ui: &mut Ui, i18n: &I18n, prefs: &mut DuelPrefs, _seating: &Seating) {
        ui.checkbox(&mut prefs.options.hat_rule, i18n.text("duel-option-hat"))
            .on_hover_text(i18n.text("duel-option-hat-tooltip"));
        ui.checkbox(
            &mut prefs.options.soft_hearted,
            i18n.text("duel-option-soft"),
        )
        .on_hover_text(i18n.text("duel-option-soft-tooltip"));
        ui.label(RichText::new(i18n.text("duel-caller-in-settings")).weak());
    }

    fn prefs_ui(ui: &mut Ui, i18n: &I18n, prefs: &mut DuelPrefs) {
        egui::Grid::new("duel-prefs")
            .num_columns(2)
            .spacing([24.0, 14.0])
            .show(ui, |ui| {
                let label = ui.label(RichText::new(i18n.text("duel-settings-tempo")).strong());
                let mut secs = prefs.caller_tempo_ms as f32 / 1000.0;
                let range = MIN_TEMPO_MS as f32 / 1000.0..=MAX_TEMPO_MS as f32 / 1000.0;
                let shown = i18n.decimal(f64::from(secs), 1) + " s";
                let slider = egui::Slider::new(&mut secs, range).step_by(0.1);
                if widgets::named_slider(ui, label.id, slider, &shown) {
                    prefs.caller_tempo_ms = (secs * 1000.0).round() as u64;
                }
                ui.end_row();
                ui.label(RichText::new(i18n.text("duel-settings-caller")).strong());
                ui.vertical(|ui| {
                    ui.checkbox(&mut prefs.caller_jitter, i18n.text("duel-settings-jitter"));
                    ui.checkbox(&mut prefs.caller_manual, i18n.text("duel-settings-manual"));
                });
                ui.end_row();
            });
    }
}

/// The caller's step for the next call, if the rules expect one.
fn next_step(s: &DuelState) -> Option<u8> {
    s.next_call().map(|call| match call {
        NextCall::Tier(t) => t.step(),
        NextCall::EndOfRound => (STEPS - 1) as u8,
    })
}

/// The action of the next call, if the rules expect one.
fn next_action(s: &DuelState) -> Option<DuelAction> {
    s.next_call().map(|call| match call {
        NextCall::Tier(_) => DuelAction::CallNextTier,
        NextCall::EndOfRound => DuelAction::EndRound,
    })
}

fn name(s: &DuelState, i: usize) -> String {
    s.duelists
        .get(i)
        .map_or_else(String::new, |d| d.name.clone())
}

/// A form's title in the dock.
fn form_title(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).size(26.0).strong());
}

/// A form's help, wrapped to the form's width.
fn form_help(ui: &mut Ui, text: &str) {
    ui.add(egui::Label::new(RichText::new(text).size(19.0)).wrap_mode(egui::TextWrapMode::Wrap));
}

/// The huge tier, in the aside.
fn tier_ui(ui: &mut Ui, s: &DuelState, i18n: &I18n) {
    let tier = s.tier();
    ui.vertical_centered(|ui| {
        ui.label(RichText::new(i18n.text("duel-tier-label")).size(24.0));
        let text = tier.map_or_else(|| "–".to_owned(), |t| t.get().to_string());
        let response = ui.label(
            RichText::new(&text)
                .size(theme::HUGE_TIER)
                .strong()
                .color(theme::GOLD),
        );
        let label = i18n.tr(&Message::new("duel-tier-accessible").text("tier", text.clone()));
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
    });
}

impl DuelView {
    /// Whether the caller is running (not paused, held or idle).
    #[must_use]
    pub fn caller_running(&self) -> bool {
        self.caller.is_running()
    }

    /// Holds the caller at this tier (« Halte ») and opens the shot form, with `shooter`
    /// chosen if given.
    pub fn hold(&mut self, shooter: Option<usize>, s: &DuelState, cx: &mut Cx<'_, '_>) {
        if let Some(step) = next_step(s)
            && self.caller.is_running()
        {
            self.caller.stop(Stop::Held, step, cx.now);
            cx.play(Cue::say(HOLD, Message::new("duel-caption-hold")));
        }
        let mut form = ShotForm {
            shooter,
            ..ShotForm::default()
        };
        autofill_target(s, &mut form);
        self.form = Some(Form::Shots(form));
    }

    fn resume(&mut self, s: &DuelState, cx: &mut Cx<'_, '_>) {
        if cx.prefs.caller_manual {
            return;
        }
        if let Some(step) = next_step(s) {
            self.caller.set_tempo_ms(cx.prefs.caller_tempo_ms);
            if self.caller.stop_reason() == Some(Stop::Idle) {
                self.caller.start(cx.now, step);
            } else {
                self.caller.resume(step, cx.now);
            }
        }
    }

    /// Asks to resolve the tier; once accepted the form closes and the caller goes on.
    pub fn resolve(&mut self, cx: &mut Cx<'_, '_>) {
        cx.act(DuelAction::ResolveTier);
    }

    /// Cancels a hold with no shot recorded: the caller goes on.
    fn cancel_hold(&mut self, s: &DuelState, cx: &mut Cx<'_, '_>) {
        self.form = None;
        if self.caller.stop_reason() == Some(Stop::Held) {
            self.resume(s, cx);
        }
    }

    /// The main action of the moment (Space): start the shooting, hold, resume, or
    /// (manual calling) call the next tier.
    pub fn main_action(&mut self, s: &DuelState, cx: &mut Cx<'_, '_>) {
        match s.phase {
            Phase::Preparation => cx.act(DuelAction::StartShooting),
            Phase::Shooting { .. } => {
                if cx.prefs.caller_manual {
                    if let Some(action) = next_action(s) {
                        cx.act(action);
                    }
                } else if self.caller.is_running() {
                    self.hold(None, s, cx);
                } else {
                    self.resume(s, cx);
                }
            }
            Phase::Over { .. } => {}
        }
    }

    fn caller_status(&self, cx: &Cx<'_, '_>) -> String {
        let tempo = cx.i18n.decimal(self.caller.tempo().as_secs_f64(), 1);
        let id = if cx.prefs.caller_manual {
            "duel-caller-manual"
        } else {
            match self.caller.stop_reason() {
                None => "duel-caller-running",
                Some(Stop::Held) => "duel-caller-held",
                Some(Stop::Paused) => "duel-caller-paused",
                Some(Stop::Idle) => "duel-caller-idle",
            }
        };
        cx.i18n.tr(&Message::new(id).text("tempo", tempo))
    }

    fn player_card_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        i: usize,
        card: &CardSize,
        cx: &mut Cx<'_, '_>,
    ) {
        let d = &s.duelists[i];
        let out = !d.is_standing();
        let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
        widgets::card_name(ui, card, &self.badges[i], &d.name, colour, out);
        let t = |id: &str| cx.i18n.text(id);
        let named = |m: Message| cx.i18n.tr(&m.text("name", d.name.clone()));
        widgets::card_key_figure(
            ui,
            card,
            &t("duel-bullets"),
            &format!("{}/{}", d.bullets, CYLINDER),
            None,
            &named(
                Message::new("duel-figure-bullets")
                    .number("bullets", i64::from(d.bullets))
                    .number("max", i64::from(CYLINDER)),
            ),
        );
        widgets::card_figure(
            ui,
            card,
            &t("duel-card-wounds"),
            &format!("{}/{}", d.wounds, FATAL_WOUNDS),
            (d.wounds > 0).then_some(theme::DANGER),
            &named(
                Message::new("duel-figure-wounds")
                    .number("wounds", i64::from(d.wounds))
                    .number("max", i64::from(FATAL_WOUNDS)),
            ),
        );
        match d.condition {
            Condition::Standing => {
                let hat = if d.hat { "on" } else { "lost" };
                widgets::card_figure(
                    ui,
                    card,
                    &t("duel-card-hat"),
                    &cx.i18n
                        .tr(&Message::new("duel-card-hat-value").text("hat", hat)),
                    (!d.hat).then_some(theme::DANGER),
                    &named(Message::new("duel-figure-hat").text("hat", hat)),
                );
            }
            Condition::Dead | Condition::Disarmed => {
                let condition = if d.condition == Condition::Dead {
                    "dead"
                } else {
                    "disarmed"
                };
                widgets::card_figure(
                    ui,
                    card,
                    "",
                    &cx.i18n
                        .tr(&Message::new("duel-card-condition").text("out", condition)),
                    Some(theme::DANGER),
                    &named(Message::new("duel-figure-condition").text("out", condition)),
                );
            }
        }
        let pending = s
            .preview()
            .into_iter()
            .enumerate()
            .find(|(_, r)| r.shot.shooter == i);
        let statuses: Vec<String> = pending
            .iter()
            .map(|(_, r)| {
                Message::new("duel-card-pending")
                    .text("target", name(s, r.shot.target))
                    .message("result", result_message(s, r))
            })
            .chain(status_lines(s, i))
            .map(|m| cx.i18n.tr(&m))
            .collect();
        status_text(ui, &statuses.join(" · "), card.sizes.text);
        if let Some((index, _)) = pending {
            let text = cx.i18n.text("duel-withdraw-short");
            let label = cx
                .i18n
                .tr(&Message::new("duel-withdraw").text("name", d.name.clone()));
            if card_button(ui, &text, &label, None).clicked() {
                cx.act(DuelAction::WithdrawShot { index });
            }
        } else if !out {
            self.player_buttons_ui(ui, s, i, cx);
        }
    }

    fn player_buttons_ui(&mut self, ui: &mut Ui, s: &DuelState, i: usize, cx: &mut Cx<'_, '_>) {
        let d = &s.duelists[i];
        let named = |id| cx.i18n.tr(&Message::new(id).text("name", d.name.clone()));
        // Each button: its short text on the card, its full name, why it is greyed.
        let button = |ui: &mut Ui, text: &'static str, label: &'static str, why: Option<String>| {
            card_button(ui, &cx.i18n.text(text), &named(label), why.as_deref()).clicked()
        };
        let mut form = None;
        let mut action = None;
        ui.horizontal_wrapped(|ui| match s.phase {
            Phase::Preparation => {
                if d.round.reload.is_some() {
                    if button(ui, "duel-card-cancel-reload", "duel-cancel-reload", None) {
                        action = Some(DuelAction::CancelReload { player: i });
                    }
                } else {
                    let full = (d.bullets >= CYLINDER).then(|| named("duel-refuse-cylinder-full"));
                    if button(ui, "duel-card-reload", "duel-reload-button", full) {
                        form = Some(Form::Reload {
                            player: i,
                            bullets: None,
                            dodge: None,
                        });
                    }
                }
                if d.round.jam.is_some() {
                    if button(ui, "duel-card-clear-jam", "duel-clear-jam", None) {
                        action = Some(DuelAction::ClearJam { player: i });
                    }
                } else if d.round.reload.is_none()
                    && button(ui, "duel-card-jam", "duel-jam-button", None)
                {
                    form = Some(Form::Jam {
                        player: i,
                        dodge: None,
                    });
                }
            }
            Phase::Shooting { tier: Some(_), .. } => {
                let why = s.may_fire(i).err().map(|r| cx.i18n.tr(&r.message()));
                let response = card_button(
                    ui,
                    &cx.i18n.text("duel-card-fire"),
                    &named("duel-fire-button"),
                    why.as_deref(),
                )
                .on_hover_text(cx.i18n.text("duel-fire-tooltip"));
                if response.clicked() {
                    form = Some(Form::Shots(ShotForm::default()));
                }
            }
            _ => {}
        });
        match (form, action) {
            (Some(Form::Shots(_)), _) => self.hold(Some(i), s, cx),
            (Some(form), _) => self.form = Some(form),
            (None, Some(action)) => cx.act(action),
            (None, None) => {}
        }
    }

    /// The main actions with no form open: start the shooting; hold, resume or call the
    /// next tier; record a shot.
    fn main_actions_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        let space = cx.i18n.text("key-space");
        match s.phase {
            Phase::Preparation => {
                let missing = s.must_reload_names();
                let why = (!missing.is_empty()).then(|| {
                    cx.i18n
                        .tr(&Message::new("duel-refuse-must-reload")
                            .text("names", missing.join(", ")))
                });
                let text = cx.i18n.text("duel-start-shooting");
                if widgets::big_button(ui, &text, why.as_deref(), Some(&space)).clicked() {
                    cx.act(DuelAction::StartShooting);
                }
            }
            Phase::Shooting { .. } => self.shooting_actions_ui(ui, s, cx),
            Phase::Over { .. } => {}
        }
    }

    fn shooting_actions_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        let space = cx.i18n.text("key-space");
        let tier = s.tier();
        // The small actions first, the main one at the bottom, always in the same place.
        ui.horizontal(|ui| {
            if !cx.prefs.caller_manual && self.caller.is_running() {
                let pause = cx.i18n.text("duel-pause");
                if widgets::button(ui, &pause, None, Some(&cx.i18n.text("key-esc"))).clicked() {
                    self.pause(s, cx);
                }
            }
            if tier.is_some()
                && (cx.prefs.caller_manual || !self.caller.is_running())
                && widgets::button(ui, &cx.i18n.text("duel-record-shot"), None, None).clicked()
            {
                self.hold(None, s, cx);
            }
        });
        if cx.prefs.caller_manual {
            let text = match s.next_call() {
                Some(NextCall::Tier(t)) => cx
                    .i18n
                    .tr(&Message::new("duel-call-tier").number("tier", i64::from(t.get()))),
                _ => cx.i18n.text("duel-end-round"),
            };
            let why = s
                .next_call()
                .is_none()
                .then(|| cx.i18n.text("duel-refuse-pending"));
            if widgets::big_button(ui, &text, why.as_deref(), Some(&space)).clicked()
                && let Some(action) = next_action(s)
            {
                cx.act(action);
            }
        } else if self.caller.is_running() {
            let why = tier.is_none().then(|| cx.i18n.text("duel-refuse-no-tier"));
            let text = cx.i18n.text("duel-hold");
            let tip = cx.i18n.text("duel-hold-tooltip");
            if widgets::big_button(ui, &text, why.as_deref(), Some(&tip)).clicked() {
                self.hold(None, s, cx);
            }
        } else {
            let text = cx.i18n.text(match self.caller.stop_reason() {
                Some(Stop::Idle) => "duel-start-caller",
                _ => "duel-resume",
            });
            if widgets::big_button(ui, &text, None, Some(&space)).clicked() {
                self.resume(s, cx);
            }
        }
    }

    fn keys(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        match widgets::typed_digit(ui, FACES) {
            Some(Typed::Value(value)) => {
                if let Some(value) = Pips::new(value) {
                    self.digit(value);
                }
            }
            // A card shows 1 to 6: another digit typed into a form is refused out loud.
            Some(Typed::OutOfRange(digit)) if self.form.is_some() => {
                cx.refuse(widgets::digit_refusal(digit, FACES));
            }
            _ => {}
        }
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        if let Some(Form::Shots(form)) = &mut self.form {
            let shooters: Vec<usize> = s.standing().filter(|&i| s.may_fire(i).is_ok()).collect();
            if widgets::cycle_keys(
                ui,
                Key::ArrowLeft,
                Key::ArrowRight,
                &shooters,
                &mut form.shooter,
            ) {
                form.target = None;
                autofill_target(s, form);
            }
            if let Some(shooter) = form.shooter {
                let targets: Vec<usize> = s.standing().filter(|&i| i != shooter).collect();
                widgets::cycle_keys(ui, Key::ArrowUp, Key::ArrowDown, &targets, &mut form.target);
            }
        }
        let (enter, space, escape) = (
            pressed(ui, Key::Enter),
            pressed(ui, Key::Space),
            pressed(ui, Key::Escape),
        );
        match self.form.clone() {
            Some(Form::Shots(form)) => {
                if enter {
                    self.add_shot(&form, s, cx);
                } else if space
                    && form.shot.is_none()
                    && form.dodge.is_none()
                    && !s.pending().is_empty()
                {
                    // No card typed yet (a lone shooter chosen for us does not count):
                    // Space resolves the tier.
                    self.resolve(cx);
                } else if escape {
                    if s.pending().is_empty() {
                        self.cancel_hold(s, cx);
                    } else {
                        self.form = Some(Form::Shots(ShotForm::default()));
                    }
                }
            }
            Some(_) => {
                if enter {
                    self.confirm_small_form(cx);
                } else if escape {
                    self.form = None;
                }
            }
            None => {
                if space {
                    self.main_action(s, cx);
                } else if escape {
                    self.pause(s, cx);
                }
            }
        }
    }

    /// A digit typed from a physical card: fills the next empty card of the form.
    fn digit(&mut self, value: Pips) {
        match &mut self.form {
            Some(Form::Shots(form)) => {
                if form.shot.is_none() {
                    form.shot = Some(value);
                } else if form.dodge.is_none() {
                    form.dodge = Some(value);
                }
            }
            Some(Form::Reload { bullets, dodge, .. }) => {
                if bullets.is_none() {
                    *bullets = Some(value);
                } else if dodge.is_none() {
                    *dodge = Some(value);
                }
            }
            Some(Form::Jam { dodge, .. }) => *dodge = Some(value),
            None => {}
        }
    }

    /// Adds the shot entered: incomplete, it is refused with what is missing; the rules
    /// may refuse it too (a shooter who may not fire), and the frame says why beside
    /// the form.
    fn add_shot(&mut self, form: &ShotForm, s: &DuelState, cx: &mut Cx<'_, '_>) {
        match (form.shooter, form.target, form.shot, form.dodge) {
            (Some(shooter), Some(target), Some(shot), Some(dodge)) => {
                cx.act(DuelAction::RecordShot(Shot {
                    shooter,
                    target,
                    shot,
                    dodge,
                }));
            }
            (Some(shooter), ..) if s.may_fire(shooter).is_err() => {
                if let Err(refusal) = s.may_fire(shooter) {
                    cx.refuse(refusal.message());
                }
            }
            _ => cx.refuse(Message::new("duel-shot-incomplete")),
        }
    }

    fn confirm_small_form(&mut self, cx: &mut Cx<'_, '_>) {
        match self.form {
            Some(Form::Reload {
                player,
                bullets: Some(bullets),
                dodge: Some(dodge),
            }) => cx.act(DuelAction::RecordReload {
                player,
                bullets,
                dodge,
            }),
            Some(Form::Jam {
                player,
                dodge: Some(dodge),
            }) => cx.act(DuelAction::MarkJam { player, dodge }),
            Some(Form::Reload { .. } | Form::Jam { .. }) => {
                cx.refuse(Message::new("duel-cards-incomplete"));
            }
            _ => {}
        }
    }

    /// The confirm and cancel row of the reload and jam forms; a confirmed form closes
    /// once its action is accepted.
    fn confirm_row_ui(&mut self, ui: &mut Ui, complete: bool, cx: &mut Cx<'_, '_>) {
        let why = (!complete).then(|| cx.i18n.text("duel-cards-incomplete"));
        match widgets::confirm_row(ui, cx.i18n, None, why.as_deref()) {
            Some(DialogChoice::Confirm) => self.confirm_small_form(cx),
            Some(DialogChoice::Cancel) => self.form = None,
            None => {}
        }
    }

    /// The shot form: the shooter, the target, the two cards, the dodge cap and the
    /// maluses, and the shots already recorded at this tier with their outcome.
    fn shot_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        mut form: ShotForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let shooters: Vec<Choice> = s
            .standing()
            .map(|i| Choice {
                index: i,
                text: name(s, i),
                label: cx
                    .i18n
                    .tr(&Message::new("duel-shooter-option").text("name", name(s, i))),
                why_not: s.may_fire(i).err().map(|r| cx.i18n.tr(&r.message())),
            })
            .collect();
        if widgets::player_chooser(
            ui,
            &cx.i18n.text("duel-shooter"),
            &shooters,
            &mut form.shooter,
        ) {
            form.target = None;
            autofill_target(s, &mut form);
        }
        // Every row is there from the start, so the form does not grow as it is filled.
        let targets: Vec<Choice> = s
            .standing()
            .filter(|&i| Some(i) != form.shooter)
            .map(|i| Choice {
                index: i,
                text: name(s, i),
                label: cx
                    .i18n
                    .tr(&Message::new("duel-target-option").text("name", name(s, i))),
                why_not: None,
            })
            .collect();
        widgets::player_chooser(ui, &cx.i18n.text("duel-target"), &targets, &mut form.target);
        ui.horizontal_top(|ui| {
            widgets::pips_picker(ui, &cx.i18n.text("duel-card-shot"), &mut form.shot);
            ui.add_space(24.0);
            widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut form.dodge);
        });
        let mut hints = Vec::new();
        if let Some(shooter) = form.shooter {
            let wounds = s.duelists[shooter].wounds;
            if wounds > 0 {
                hints.push(
                    Message::new("duel-shot-malus")
                        .text("name", name(s, shooter))
                        .number("wounds", i64::from(wounds)),
                );
            }
        }
        if let Some(target) = form.target {
            hints.push(match s.dodge_cap(target) {
                Some(cap) => Message::new("duel-dodge-cap")
                    .text("name", name(s, target))
                    .number("cap", i64::from(cap.get())),
                None => Message::new("duel-dodge-line")
                    .text("name", name(s, target))
                    .number("line", 1),
            });
            let wounds = s.duelists[target].wounds;
            if wounds > 0 {
                hints.push(
                    Message::new("duel-dodge-malus")
                        .text("name", name(s, target))
                        .number("wounds", i64::from(wounds)),
                );
            }
        }
        let hints: Vec<String> = hints.iter().map(|m| cx.i18n.tr(m)).collect();
        ui.label(RichText::new(hints.join(" ")).italics().size(18.0));
        self.form = Some(Form::Shots(form));
    }

    /// The shot form's actions: Add, Go on and Resolve. (The shots recorded at this tier
    /// and their outcome show on the shooters' cards, each with its withdraw button.)
    fn shot_actions_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        form: &ShotForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let tier = s.tier().map_or(0, |t| t.get());
        let complete = form.shooter.is_some()
            && form.target.is_some()
            && form.shot.is_some()
            && form.dodge.is_some();
        let pending = !s.pending().is_empty();
        ui.horizontal(|ui| {
            let why = (!complete).then(|| cx.i18n.text("duel-shot-incomplete"));
            if widgets::button(
                ui,
                &cx.i18n.text("duel-add-shot"),
                why.as_deref(),
                Some(&cx.i18n.text("duel-shot-keys")),
            )
            .clicked()
            {
                self.add_shot(form, s, cx);
            }
            if !pending
                && widgets::button(
                    ui,
                    &cx.i18n.text("duel-cancel-hold"),
                    None,
                    Some(&cx.i18n.text("key-esc")),
                )
                .clicked()
            {
                self.cancel_hold(s, cx);
            }
        });
        let why = (!pending).then(|| cx.i18n.text("duel-refuse-no-pending"));
        let text = cx
            .i18n
            .tr(&Message::new("duel-resolve").number("tier", i64::from(tier)));
        if widgets::big_button(ui, &text, why.as_deref(), Some(&cx.i18n.text("key-space")))
            .clicked()
        {
            self.resolve(cx);
        }
    }
}

/// A button on a card or in a list: a short text, with the full sentence as its
/// accessible label ("Reload…" named "Reload Clint…"), disabled with `why_not`.
fn card_button(ui: &mut Ui, text: &str, label: &str, why_not: Option<&str>) -> egui::Response {
    let response = widgets::button(ui, text, why_not, None);
    let label = label.to_owned();
    let enabled = why_not.is_none();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, label.clone()));
    response
}

/// The statuses of a card, on at most two lines, cut with "…" beyond.
fn status_text(ui: &mut Ui, text: &str, size: f32) {
    let mut job = egui::text::LayoutJob::single_section(
        text.to_owned(),
        egui::TextFormat::simple(egui::FontId::proportional(size), theme::GOLD),
    );
    job.wrap = egui::text::TextWrapping {
        max_rows: 2,
        break_anywhere: false,
        overflow_character: Some('…'),
        max_width: ui.available_width(),
    };
    let response = ui.add(egui::Label::new(job).selectable(false));
    if !text.is_empty() {
        response.on_hover_text(text);
    }
}

/// The players' status lines under their books (reloading, jammed, wounded, shots).
fn status_lines(s: &DuelState, i: usize) -> Vec<Message> {
    let d = &s.duelists[i];
    let mut lines = Vec::new();
    if !d.is_standing() {
        return lines;
    }
    if d.wounds > 0 {
        lines.push(Message::new("duel-malus").number("wounds", i64::from(d.wounds)));
    }
    if let Some(reload) = d.round.reload {
        lines.push(
            Message::new("duel-status-reloading")
                .number("bullets", i64::from(reload.bullets.get()))
                .number("dodge", i64::from(reload.dodge.get())),
        );
    } else if d.bullets == 0 {
        lines.push(Message::new("duel-status-must-reload"));
    }
    if let Some(dodge) = d.round.jam {
        lines.push(Message::new("duel-status-jammed").number("dodge", i64::from(dodge.get())));
    }
    if d.round.cancelled {
        lines.push(Message::new("duel-status-wounded"));
    }
    if d.round.shots_fired > 0 {
        lines.push(
            Message::new("duel-status-fired").number("count", i64::from(d.round.shots_fired)),
        );
    }
    lines
}

/// With two players standing, the target of a chosen shooter is the other one.
fn autofill_target(s: &DuelState, form: &mut ShotForm) {
    if let Some(shooter) = form.shooter {
        let others: Vec<usize> = s.standing().filter(|&i| i != shooter).collect();
        if others.len() == 1 {
            form.target = Some(others[0]);
        }
    }
}
