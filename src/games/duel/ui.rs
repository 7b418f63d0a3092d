//! Duel's table view: the players' books, the huge tier, the caller and the shot dialog.
//!
//! The view reads the state the host lends it and asks for [`DuelAction`]s through the
//! [`ViewCx`]; the caller's schedule runs in [`View::tick`] from the shell's monotonic
//! time. The host applies the actions, saves them and plays their cues.

use std::time::Duration;

use egui::{Color32, Key, RichText, Ui, Vec2, WidgetInfo};

use crate::core::cue::Cue;
use crate::core::game::Refusal;
use crate::core::message::Message;
use crate::core::pips::Pips;
use crate::core::players::Seating;
use crate::host::{View, ViewCx};
use crate::i18n::I18n;
use crate::session::Session;
use crate::ui::theme;
use crate::ui::widgets::{self, Choice, DialogChoice};

use super::caller::{Caller, MAX_TEMPO_MS, MIN_TEMPO_MS, STEPS, Stop};
use super::cues::HOLD;
use super::history::result_message;
use super::rules::{
    CYLINDER, Condition, Duel, DuelAction, DuelEvent, DuelState, FATAL_WOUNDS, NextCall, Phase,
    Shot,
};
use super::{DuelGame, DuelPrefs};

type Cx<'a, 'b> = ViewCx<'a, DuelGame>;

/// The dialog open over the table, if any.
#[derive(Clone, Debug, PartialEq)]
enum Dialog {
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

/// A duel's table view: the caller's schedule and the dialog being filled.
pub struct DuelView {
    caller: Caller,
    badges: Vec<String>,
    colours: Vec<Color32>,
    dialog: Option<Dialog>,
}

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
            dialog: None,
        }
    }

    fn ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        self.keys(ui, s, cx);
        // Shots recorded but not applied (after an undo, or a resumed save) keep the
        // dialog open: the caller holds until they are resolved.
        if self.dialog.is_none() && !s.pending().is_empty() {
            self.dialog = Some(Dialog::Shots(ShotForm::default()));
        }
        self.header_ui(ui, s, cx);
        ui.add_space(6.0);
        let tier_width = 260.0;
        let shooting = matches!(s.phase, Phase::Shooting { .. });
        ui.horizontal_top(|ui| {
            if shooting {
                ui.allocate_ui(Vec2::new(tier_width, 320.0), |ui| tier_ui(ui, s, cx.i18n));
            }
            // Two columns up to four players on a laptop screen, three for five.
            let n = s.duelists.len();
            let max_columns = if n <= 4 && ui.available_width() < 1100.0 {
                2
            } else {
                3
            };
            widgets::player_grid(ui, n, 220.0, max_columns, |ui, i, width| {
                let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
                let out = !s.duelists[i].is_standing();
                widgets::player_card(ui, colour, out, width, |ui| {
                    self.player_card_ui(ui, s, i, out, colour, cx);
                });
            });
        });
        ui.add_space(12.0);
        self.actions_ui(ui, s, cx);
        self.dialog_ui(ui, s, cx);
    }

    fn tick(&mut self, s: &DuelState, cx: &mut Cx<'_, '_>) -> Option<Duration> {
        if cx.prefs.caller_manual || self.dialog.is_some() || !self.caller.is_running() {
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
            DuelAction::RecordShot(_) => self.dialog = Some(Dialog::Shots(ShotForm::default())),
            DuelAction::RecordReload { .. } | DuelAction::MarkJam { .. } => self.dialog = None,
            DuelAction::ResolveTier => {
                self.dialog = None;
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
                    self.dialog = None;
                }
                _ => {}
            }
        }
    }

    fn rewound(&mut self, s: &DuelState, _cx: &mut Cx<'_, '_>) {
        self.dialog = None;
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

    /// Holds the caller at this tier (« Halte ») and opens the shot dialog, with
    /// `shooter` chosen if given.
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
        self.dialog = Some(Dialog::Shots(form));
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

    /// Asks to resolve the tier; once accepted the dialog closes and the caller goes on.
    pub fn resolve(&mut self, cx: &mut Cx<'_, '_>) {
        cx.act(DuelAction::ResolveTier);
    }

    /// Cancels a hold with no shot recorded: the caller goes on.
    fn cancel_hold(&mut self, s: &DuelState, cx: &mut Cx<'_, '_>) {
        self.dialog = None;
        cx.clear_refusal();
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

    fn header_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        let id = match s.phase {
            Phase::Preparation => "duel-phase-preparation",
            Phase::Shooting { .. } => "duel-phase-shooting",
            Phase::Over { .. } => "duel-phase-over",
        };
        let title = cx
            .i18n
            .tr(&Message::new(id).number("round", i64::from(s.round)));
        ui.horizontal(|ui| {
            ui.label(RichText::new(title).size(theme::TITLE).strong());
            if matches!(s.phase, Phase::Shooting { .. }) {
                ui.separator();
                ui.label(RichText::new(self.caller_status(cx)).size(22.0));
            }
        });
        if let Phase::Preparation = s.phase {
            ui.label(RichText::new(cx.i18n.text("duel-prepare-hint")).size(20.0));
        }
    }

    fn player_card_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        i: usize,
        out: bool,
        colour: Color32,
        cx: &mut Cx<'_, '_>,
    ) {
        let d = &s.duelists[i];
        ui.horizontal(|ui| {
            widgets::badge(ui, &self.badges[i], colour, 44.0);
            let mut name = RichText::new(&d.name).size(theme::NAME).strong();
            if out {
                name = name.strikethrough();
            }
            ui.label(name);
        });
        let figure = |t: String| RichText::new(t).size(theme::FIGURE);
        ui.horizontal(|ui| {
            ui.label(figure(cx.i18n.text("duel-bullets")));
            widgets::chambers(ui, d.bullets, CYLINDER, 22.0);
            ui.label(figure(format!("{}/{}", d.bullets, CYLINDER)));
        });
        let wounds = Message::new("duel-wounds")
            .number("wounds", i64::from(d.wounds))
            .number("max", i64::from(FATAL_WOUNDS));
        let mut wound_text = figure(cx.i18n.tr(&wounds));
        if d.wounds > 0 {
            wound_text = wound_text.color(theme::DANGER);
        }
        ui.label(wound_text);
        if d.wounds > 0 && !out {
            ui.label(
                cx.i18n
                    .tr(&Message::new("duel-malus").number("wounds", i64::from(d.wounds))),
            );
        }
        ui.label(figure(cx.i18n.text(if d.hat {
            "duel-hat-on"
        } else {
            "duel-hat-off"
        })));
        for line in status_lines(s, i) {
            ui.label(
                RichText::new(cx.i18n.tr(&line))
                    .size(22.0)
                    .strong()
                    .color(theme::GOLD),
            );
        }
        if !out {
            self.player_buttons_ui(ui, s, i, cx);
        }
    }

    fn player_buttons_ui(&mut self, ui: &mut Ui, s: &DuelState, i: usize, cx: &mut Cx<'_, '_>) {
        let d = &s.duelists[i];
        let named = |id| cx.i18n.tr(&Message::new(id).text("name", d.name.clone()));
        ui.horizontal(|ui| match s.phase {
            Phase::Preparation => {
                if d.round.reload.is_some() {
                    if ui.button(named("duel-cancel-reload")).clicked() {
                        cx.act(DuelAction::CancelReload { player: i });
                    }
                } else {
                    let full = (d.bullets >= CYLINDER).then(|| named("duel-refuse-cylinder-full"));
                    if widgets::button(ui, &named("duel-reload-button"), full.as_deref(), None)
                        .clicked()
                    {
                        self.dialog = Some(Dialog::Reload {
                            player: i,
                            bullets: None,
                            dodge: None,
                        });
                    }
                }
                if d.round.jam.is_some() {
                    if ui.button(named("duel-clear-jam")).clicked() {
                        cx.act(DuelAction::ClearJam { player: i });
                    }
                } else if d.round.reload.is_none() && ui.button(named("duel-jam-button")).clicked()
                {
                    self.dialog = Some(Dialog::Jam {
                        player: i,
                        dodge: None,
                    });
                }
            }
            Phase::Shooting { tier: Some(_), .. } => {
                let why = s.may_fire(i).err().map(|r| cx.i18n.tr(&r.message()));
                let tip = cx.i18n.text("duel-fire-tooltip");
                if widgets::button(ui, &named("duel-fire-button"), why.as_deref(), Some(&tip))
                    .clicked()
                {
                    self.hold(Some(i), s, cx);
                }
            }
            _ => {}
        });
    }

    fn actions_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        ui.horizontal(|ui| match s.phase {
            Phase::Preparation => {
                let missing = s.must_reload_names();
                let why = (!missing.is_empty()).then(|| {
                    cx.i18n
                        .tr(&Message::new("duel-refuse-must-reload")
                            .text("names", missing.join(", ")))
                });
                let text = cx.i18n.text("duel-start-shooting");
                if widgets::big_button(ui, &text, why.as_deref(), Some(&cx.i18n.text("key-space")))
                    .clicked()
                {
                    cx.act(DuelAction::StartShooting);
                }
            }
            Phase::Shooting { .. } => self.shooting_actions_ui(ui, s, cx),
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
        });
        // With a dialog open, the refusal shows in the dialog, where the action was tried.
        if let Some(refusal) = cx.refusal
            && self.dialog.is_none()
        {
            widgets::refusal(ui, &cx.i18n.tr(refusal));
        }
    }

    fn shooting_actions_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        let space = cx.i18n.text("key-space");
        let tier = s.tier();
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
            if tier.is_some()
                && widgets::button(ui, &cx.i18n.text("duel-record-shot"), None, None).clicked()
            {
                self.hold(None, s, cx);
            }
        } else if self.caller.is_running() {
            let why = tier.is_none().then(|| cx.i18n.text("duel-refuse-no-tier"));
            let text = cx.i18n.text("duel-hold");
            let tip = cx.i18n.text("duel-hold-tooltip");
            if widgets::big_button(ui, &text, why.as_deref(), Some(&tip)).clicked() {
                self.hold(None, s, cx);
            }
            let pause = cx.i18n.text("duel-pause");
            if widgets::button(ui, &pause, None, Some(&cx.i18n.text("key-esc"))).clicked() {
                self.pause(s, cx);
            }
        } else {
            let text = cx.i18n.text(match self.caller.stop_reason() {
                Some(Stop::Idle) => "duel-start-caller",
                _ => "duel-resume",
            });
            if widgets::big_button(ui, &text, None, Some(&space)).clicked() {
                self.resume(s, cx);
            }
            if tier.is_some()
                && widgets::button(ui, &cx.i18n.text("duel-record-shot"), None, None).clicked()
            {
                self.hold(None, s, cx);
            }
        }
    }

    fn keys(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        if let Some(value) = widgets::digit_key(ui, 1..=6).and_then(Pips::new) {
            self.digit(value);
        }
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        if let Some(Dialog::Shots(form)) = &mut self.dialog {
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
        match self.dialog.clone() {
            Some(Dialog::Shots(form)) => {
                if enter {
                    self.add_shot(&form, cx);
                } else if space && form == ShotForm::default() && !s.pending().is_empty() {
                    self.resolve(cx);
                } else if escape {
                    if s.pending().is_empty() {
                        self.cancel_hold(s, cx);
                    } else {
                        self.dialog = Some(Dialog::Shots(ShotForm::default()));
                    }
                }
            }
            Some(_) => {
                if enter {
                    self.confirm_small_dialog(cx);
                } else if escape {
                    self.dialog = None;
                    cx.clear_refusal();
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

    /// A digit typed from a physical card: fills the next empty card of the dialog.
    fn digit(&mut self, value: Pips) {
        match &mut self.dialog {
            Some(Dialog::Shots(form)) => {
                if form.shot.is_none() {
                    form.shot = Some(value);
                } else if form.dodge.is_none() {
                    form.dodge = Some(value);
                }
            }
            Some(Dialog::Reload { bullets, dodge, .. }) => {
                if bullets.is_none() {
                    *bullets = Some(value);
                } else if dodge.is_none() {
                    *dodge = Some(value);
                }
            }
            Some(Dialog::Jam { dodge, .. }) => *dodge = Some(value),
            None => {}
        }
    }

    fn add_shot(&mut self, form: &ShotForm, cx: &mut Cx<'_, '_>) {
        match (form.shooter, form.target, form.shot, form.dodge) {
            (Some(shooter), Some(target), Some(shot), Some(dodge)) => {
                cx.act(DuelAction::RecordShot(Shot {
                    shooter,
                    target,
                    shot,
                    dodge,
                }));
            }
            _ => cx.refuse(Message::new("duel-shot-incomplete")),
        }
    }

    fn confirm_small_dialog(&mut self, cx: &mut Cx<'_, '_>) {
        match self.dialog {
            Some(Dialog::Reload {
                player,
                bullets: Some(bullets),
                dodge: Some(dodge),
            }) => cx.act(DuelAction::RecordReload {
                player,
                bullets,
                dodge,
            }),
            Some(Dialog::Jam {
                player,
                dodge: Some(dodge),
            }) => cx.act(DuelAction::MarkJam { player, dodge }),
            _ => {}
        }
    }

    fn dialog_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        // A copy of the small form being filled (not of the game's state).
        let Some(dialog) = self.dialog.clone() else {
            return;
        };
        egui::Modal::new(egui::Id::unique("duel-dialog")).show(ui.ctx(), |ui| {
            ui.set_width(760.0);
            match dialog {
                Dialog::Shots(form) => self.shots_dialog_ui(ui, s, form, cx),
                Dialog::Reload {
                    player,
                    mut bullets,
                    mut dodge,
                } => {
                    ui.heading(
                        cx.i18n
                            .tr(&Message::new("duel-reload-title").text("name", name(s, player))),
                    );
                    ui.label(cx.i18n.text("duel-reload-help"));
                    widgets::pips_picker(ui, &cx.i18n.text("duel-card-bullets"), &mut bullets);
                    widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut dodge);
                    self.dialog = Some(Dialog::Reload {
                        player,
                        bullets,
                        dodge,
                    });
                    self.confirm_row_ui(ui, bullets.is_some() && dodge.is_some(), cx);
                }
                Dialog::Jam { player, mut dodge } => {
                    ui.heading(
                        cx.i18n
                            .tr(&Message::new("duel-jam-title").text("name", name(s, player))),
                    );
                    ui.label(cx.i18n.text("duel-jam-help"));
                    widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut dodge);
                    self.dialog = Some(Dialog::Jam { player, dodge });
                    self.confirm_row_ui(ui, dodge.is_some(), cx);
                }
            }
            if let Some(refusal) = cx.refusal {
                widgets::refusal(ui, &cx.i18n.tr(refusal));
            }
        });
    }

    /// The confirm and cancel row of the reload and jam dialogs; a confirmed dialog
    /// closes once its action is accepted.
    fn confirm_row_ui(&mut self, ui: &mut Ui, complete: bool, cx: &mut Cx<'_, '_>) {
        let why = (!complete).then(|| cx.i18n.text("duel-cards-incomplete"));
        match widgets::confirm_row(ui, cx.i18n, None, why.as_deref()) {
            Some(DialogChoice::Confirm) => self.confirm_small_dialog(cx),
            Some(DialogChoice::Cancel) => {
                self.dialog = None;
                cx.clear_refusal();
            }
            None => {}
        }
    }

    /// The shot dialog.
    fn shots_dialog_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        mut form: ShotForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let tier = s.tier().map_or(0, |t| t.get());
        ui.heading(
            cx.i18n
                .tr(&Message::new("duel-shots-title").number("tier", i64::from(tier))),
        );

        for (index, result) in s.preview().iter().enumerate() {
            ui.horizontal(|ui| {
                let line = Message::new("duel-preview-line")
                    .text("shooter", name(s, result.shot.shooter))
                    .text("target", name(s, result.shot.target))
                    .number("shot", i64::from(result.shot_value))
                    .number("dodge", i64::from(result.dodge_value))
                    .number("margin", i64::from(result.margin))
                    .message("result", result_message(s, result));
                ui.label(RichText::new(cx.i18n.tr(&line)).size(21.0));
                let text = cx
                    .i18n
                    .tr(&Message::new("duel-withdraw").text("name", name(s, result.shot.shooter)));
                if ui.small_button(text).clicked() {
                    cx.act(DuelAction::WithdrawShot { index });
                }
            });
        }
        ui.separator();

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
        if let Some(shooter) = form.shooter {
            let targets: Vec<Choice> = s
                .standing()
                .filter(|&i| i != shooter)
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
            let wounds = s.duelists[shooter].wounds;
            widgets::pips_picker(ui, &cx.i18n.text("duel-card-shot"), &mut form.shot);
            if wounds > 0 {
                ui.label(
                    cx.i18n.tr(&Message::new("duel-shot-malus")
                        .text("name", name(s, shooter))
                        .number("wounds", i64::from(wounds))),
                );
            }
            widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut form.dodge);
        }
        if let Some(target) = form.target {
            let hint = match s.dodge_cap(target) {
                Some(cap) => Message::new("duel-dodge-cap")
                    .text("name", name(s, target))
                    .number("cap", i64::from(cap.get())),
                None => Message::new("duel-dodge-line")
                    .text("name", name(s, target))
                    .number("line", 1),
            };
            ui.label(RichText::new(cx.i18n.tr(&hint)).italics());
            let wounds = s.duelists[target].wounds;
            if wounds > 0 {
                ui.label(
                    cx.i18n.tr(&Message::new("duel-dodge-malus")
                        .text("name", name(s, target))
                        .number("wounds", i64::from(wounds))),
                );
            }
        }
        ui.label(RichText::new(cx.i18n.text("duel-shot-keys")).weak());
        ui.add_space(8.0);
        let complete = form.shooter.is_some()
            && form.target.is_some()
            && form.shot.is_some()
            && form.dodge.is_some();
        self.dialog = Some(Dialog::Shots(form.clone()));
        ui.horizontal(|ui| {
            let why = (!complete).then(|| cx.i18n.text("duel-shot-incomplete"));
            if widgets::button(
                ui,
                &cx.i18n.text("duel-add-shot"),
                why.as_deref(),
                Some(&cx.i18n.text("key-enter")),
            )
            .clicked()
            {
                self.add_shot(&form, cx);
            }
            let pending = !s.pending().is_empty();
            let why = (!pending).then(|| cx.i18n.text("duel-refuse-no-pending"));
            let text = cx
                .i18n
                .tr(&Message::new("duel-resolve").number("tier", i64::from(tier)));
            if widgets::big_button(ui, &text, why.as_deref(), Some(&cx.i18n.text("key-space")))
                .clicked()
            {
                self.resolve(cx);
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
    }
}

/// The players' status lines under their books (reloading, jammed, wounded, shots).
fn status_lines(s: &DuelState, i: usize) -> Vec<Message> {
    let d = &s.duelists[i];
    let mut lines = Vec::new();
    match d.condition {
        Condition::Dead => return vec![Message::new("duel-status-dead")],
        Condition::Disarmed => return vec![Message::new("duel-status-disarmed")],
        Condition::Standing => {}
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
