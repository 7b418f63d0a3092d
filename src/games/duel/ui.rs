//! Duel's table view: the players' books, the huge tier, the caller and the shot dialog.
//!
//! The view reads the session's state and turns clicks and keys into [`DuelAction`]s;
//! the caller's schedule runs in [`Table::tick`] from the shell's monotonic time.

use std::time::Duration;

use egui::{Color32, Key, RichText, Ui, Vec2, WidgetInfo};

use crate::core::cue::{Cue, Voice};
use crate::core::game::{GameKind, Refusal};
use crate::core::message::Message;
use crate::core::pips::Pips;
use crate::core::players::Seating;
use crate::session::Session;
use crate::table::{Table, TableCx};
use crate::ui::{theme, widgets};

use super::caller::{Caller, STEPS, Stop};
use super::cues::cues;
use super::history::result_message;
use super::rules::{
    CYLINDER, Condition, Duel, DuelAction, DuelEvent, DuelState, FATAL_WOUNDS, NextCall, Phase,
    Shot,
};

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

/// A duel on the table.
pub struct DuelTable {
    session: Session<Duel>,
    caller: Caller,
    badges: Vec<String>,
    colours: Vec<Color32>,
    dialog: Option<Dialog>,
    refusal: Option<Message>,
}

impl DuelTable {
    /// A table for a session (new or resumed). A resumed shooting phase starts paused.
    #[must_use]
    pub fn new(session: Session<Duel>, tempo_ms: u64) -> Self {
        let seating: &Seating = &session.journal().setup().seating;
        let badges = seating.badges();
        let colours = seating
            .players
            .iter()
            .map(|p| theme::player_colour(p.colour))
            .collect();
        let mut caller = Caller::new(tempo_ms);
        if matches!(session.state().phase, Phase::Shooting { .. }) {
            caller.stop(Stop::Paused, 0, Duration::ZERO);
        }
        Self {
            session,
            caller,
            badges,
            colours,
            dialog: None,
            refusal: None,
        }
    }

    /// The session (for tests and the shell).
    #[must_use]
    pub fn session(&self) -> &Session<Duel> {
        &self.session
    }

    fn state(&self) -> &DuelState {
        self.session.state()
    }

    /// Whether the caller is running (not paused, held or idle).
    #[must_use]
    pub fn caller_running(&self) -> bool {
        self.caller.is_running()
    }

    /// The caller's step for the next call, if the rules expect one.
    fn next_step(&self) -> Option<u8> {
        self.state().next_call().map(|call| match call {
            NextCall::Tier(t) => t.step(),
            NextCall::EndOfRound => (STEPS - 1) as u8,
        })
    }

    fn next_action(&self) -> Option<DuelAction> {
        self.state().next_call().map(|call| match call {
            NextCall::Tier(_) => DuelAction::CallNextTier,
            NextCall::EndOfRound => DuelAction::EndRound,
        })
    }

    /// Applies an action; on success queues its cues and keeps the caller in step.
    /// Returns whether the rules accepted it (a refusal is shown on the table).
    pub fn act(&mut self, action: DuelAction, cx: &mut TableCx<'_>) -> bool {
        let before = self.state().clone();
        match self.session.act(action) {
            Ok(events) => {
                self.refusal = None;
                cx.cues.extend(cues(&before, &events));
                self.after(&events, cx);
                true
            }
            Err(refusal) => {
                self.refusal = Some(refusal.message());
                false
            }
        }
    }

    fn after(&mut self, events: &[DuelEvent], cx: &mut TableCx<'_>) {
        for event in events {
            match event {
                DuelEvent::ShootingStarted if !cx.settings.caller_manual => {
                    self.caller.set_tempo_ms(cx.settings.caller_tempo_ms);
                    let mut offsets = [0i64; STEPS];
                    if cx.settings.caller_jitter {
                        let limit = (cx.settings.caller_tempo_ms / 4) as i64;
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

    /// Holds the caller at this tier (« Halte ») and opens the shot dialog, with
    /// `shooter` chosen if given.
    pub fn hold(&mut self, shooter: Option<usize>, cx: &mut TableCx<'_>) {
        if let Some(step) = self.next_step()
            && self.caller.is_running()
        {
            self.caller.stop(Stop::Held, step, cx.now);
            cx.cues
                .push(Cue::say(Voice::Hold, Message::new("duel-caption-hold")));
        }
        let mut form = ShotForm {
            shooter,
            ..ShotForm::default()
        };
        self.autofill_target(&mut form);
        self.dialog = Some(Dialog::Shots(form));
    }

    fn autofill_target(&self, form: &mut ShotForm) {
        let standing: Vec<usize> = self.state().standing().collect();
        if let Some(shooter) = form.shooter {
            let others: Vec<usize> = standing.into_iter().filter(|&i| i != shooter).collect();
            if others.len() == 1 {
                form.target = Some(others[0]);
            }
        }
    }

    fn resume(&mut self, cx: &mut TableCx<'_>) {
        if cx.settings.caller_manual {
            return;
        }
        if let Some(step) = self.next_step() {
            self.caller.set_tempo_ms(cx.settings.caller_tempo_ms);
            if self.caller.stop_reason() == Some(Stop::Idle) {
                self.caller.start(cx.now, step);
            } else {
                self.caller.resume(step, cx.now);
            }
        }
    }

    /// Resolves the tier; on success closes the dialog and lets the caller go on.
    pub fn resolve(&mut self, cx: &mut TableCx<'_>) {
        if self.act(DuelAction::ResolveTier, cx) {
            self.dialog = None;
            if self.caller.stop_reason() == Some(Stop::Held) {
                self.resume(cx);
            }
        }
    }

    /// Cancels a hold with no shot recorded: the caller goes on.
    fn cancel_hold(&mut self, cx: &mut TableCx<'_>) {
        self.dialog = None;
        if self.caller.stop_reason() == Some(Stop::Held) {
            self.resume(cx);
        }
    }

    /// The main action of the moment (Space): start the shooting, hold, resume, or
    /// (manual calling) call the next tier.
    pub fn main_action(&mut self, cx: &mut TableCx<'_>) {
        match self.state().phase {
            Phase::Preparation => {
                self.act(DuelAction::StartShooting, cx);
            }
            Phase::Shooting { .. } => {
                if cx.settings.caller_manual {
                    if let Some(action) = self.next_action() {
                        self.act(action, cx);
                    }
                } else if self.caller.is_running() {
                    self.hold(None, cx);
                } else {
                    self.resume(cx);
                }
            }
            Phase::Over { .. } => {}
        }
    }

    fn name(&self, i: usize) -> String {
        self.state()
            .duelists
            .get(i)
            .map_or_else(String::new, |d| d.name.clone())
    }

    fn phase_title(&self, cx: &TableCx<'_>) -> String {
        let s = self.state();
        let round = i64::from(s.round);
        let id = match s.phase {
            Phase::Preparation => "duel-phase-preparation",
            Phase::Shooting { .. } => "duel-phase-shooting",
            Phase::Over { .. } => "duel-phase-over",
        };
        cx.i18n.tr(&Message::new(id).number("round", round))
    }

    fn caller_status(&self, cx: &TableCx<'_>) -> String {
        let mut tempo = format!("{:.1}", self.caller.tempo().as_secs_f32());
        if cx.i18n.language() == crate::i18n::Language::Fr {
            // French writes a decimal comma: "2,0 s".
            tempo = tempo.replace('.', ",");
        }
        let id = if cx.settings.caller_manual {
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

    fn header_ui(&mut self, ui: &mut Ui, cx: &mut TableCx<'_>) {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(self.phase_title(cx))
                    .size(theme::TITLE)
                    .strong(),
            );
            if matches!(self.state().phase, Phase::Shooting { .. }) {
                ui.separator();
                ui.label(RichText::new(self.caller_status(cx)).size(22.0));
            }
        });
        if let Phase::Preparation = self.state().phase {
            ui.label(RichText::new(cx.i18n.text("duel-prepare-hint")).size(20.0));
        }
    }

    fn tier_ui(&mut self, ui: &mut Ui, cx: &TableCx<'_>) {
        let tier = self.state().tier();
        ui.vertical_centered(|ui| {
            ui.label(RichText::new(cx.i18n.text("duel-tier-label")).size(24.0));
            let text = tier.map_or_else(|| "–".to_owned(), |t| t.get().to_string());
            let response = ui.label(
                RichText::new(&text)
                    .size(theme::HUGE_TIER)
                    .strong()
                    .color(theme::GOLD),
            );
            let label = cx
                .i18n
                .tr(&Message::new("duel-tier-accessible").text("tier", text.clone()));
            response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
        });
    }

    fn player_card_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        i: usize,
        width: f32,
        cx: &mut TableCx<'_>,
    ) {
        let d = &s.duelists[i];
        let colour = self.colours.get(i).copied().unwrap_or(theme::GOLD);
        let out = !d.is_standing();
        let frame = egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(
                4.0,
                if out {
                    colour.gamma_multiply(0.4)
                } else {
                    colour
                },
            ))
            .inner_margin(12.0)
            .corner_radius(10.0);
        // The row of cards is horizontal; each card's contents stack vertically.
        frame.show(ui, |ui| {
            ui.set_width(width);
            ui.vertical(|ui| self.player_card_contents_ui(ui, s, i, out, colour, cx));
        });
    }

    fn player_card_contents_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        i: usize,
        out: bool,
        colour: Color32,
        cx: &mut TableCx<'_>,
    ) {
        let d = &s.duelists[i];
        {
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
            for line in self.status_lines(s, i) {
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
    }

    fn status_lines(&self, s: &DuelState, i: usize) -> Vec<Message> {
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

    fn player_buttons_ui(&mut self, ui: &mut Ui, s: &DuelState, i: usize, cx: &mut TableCx<'_>) {
        let d = &s.duelists[i];
        let name = d.name.clone();
        ui.horizontal(|ui| match s.phase {
            Phase::Preparation => {
                if d.round.reload.is_some() {
                    let text = cx
                        .i18n
                        .tr(&Message::new("duel-cancel-reload").text("name", name.clone()));
                    if ui.button(text).clicked() {
                        self.act(DuelAction::CancelReload { player: i }, cx);
                    }
                } else {
                    let full = (d.bullets >= CYLINDER).then(|| {
                        cx.i18n
                            .tr(&Message::new("duel-refuse-cylinder-full")
                                .text("name", name.clone()))
                    });
                    let text = cx
                        .i18n
                        .tr(&Message::new("duel-reload-button").text("name", name.clone()));
                    if widgets::button(ui, &text, full.as_deref(), None).clicked() {
                        self.dialog = Some(Dialog::Reload {
                            player: i,
                            bullets: None,
                            dodge: None,
                        });
                    }
                }
                if d.round.jam.is_some() {
                    let text = cx
                        .i18n
                        .tr(&Message::new("duel-clear-jam").text("name", name.clone()));
                    if ui.button(text).clicked() {
                        self.act(DuelAction::ClearJam { player: i }, cx);
                    }
                } else if d.round.reload.is_none() {
                    let text = cx
                        .i18n
                        .tr(&Message::new("duel-jam-button").text("name", name.clone()));
                    if ui.button(text).clicked() {
                        self.dialog = Some(Dialog::Jam {
                            player: i,
                            dodge: None,
                        });
                    }
                }
            }
            Phase::Shooting { tier: Some(_), .. } => {
                let why = s.may_fire(i).err().map(|r| cx.i18n.tr(&r.message()));
                let text = cx
                    .i18n
                    .tr(&Message::new("duel-fire-button").text("name", name.clone()));
                let tip = cx.i18n.text("duel-fire-tooltip");
                if widgets::button(ui, &text, why.as_deref(), Some(&tip)).clicked() {
                    self.hold(Some(i), cx);
                }
            }
            _ => {}
        });
    }

    fn actions_ui(&mut self, ui: &mut Ui, cx: &mut TableCx<'_>) {
        let s = self.state().clone();
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
                    self.act(DuelAction::StartShooting, cx);
                }
            }
            Phase::Shooting { .. } => self.shooting_actions_ui(ui, cx),
            Phase::Over { winner } => {
                let text = winner.map_or_else(
                    || cx.i18n.text("duel-history-no-winner"),
                    |w| {
                        cx.i18n
                            .tr(&Message::new("duel-caption-winner").text("name", self.name(w)))
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
        if let Some(refusal) = &self.refusal
            && self.dialog.is_none()
        {
            widgets::refusal(ui, &cx.i18n.tr(refusal));
        }
    }

    fn shooting_actions_ui(&mut self, ui: &mut Ui, cx: &mut TableCx<'_>) {
        let space = cx.i18n.text("key-space");
        let tier = self.state().tier();
        if cx.settings.caller_manual {
            let text = match self.state().next_call() {
                Some(NextCall::Tier(t)) => cx
                    .i18n
                    .tr(&Message::new("duel-call-tier").number("tier", i64::from(t.get()))),
                _ => cx.i18n.text("duel-end-round"),
            };
            let why = self
                .state()
                .next_call()
                .is_none()
                .then(|| cx.i18n.text("duel-refuse-pending"));
            if widgets::big_button(ui, &text, why.as_deref(), Some(&space)).clicked()
                && let Some(action) = self.next_action()
            {
                self.act(action, cx);
            }
            if tier.is_some()
                && widgets::button(ui, &cx.i18n.text("duel-record-shot"), None, None).clicked()
            {
                self.hold(None, cx);
            }
        } else if self.caller.is_running() {
            let why = tier.is_none().then(|| cx.i18n.text("duel-refuse-no-tier"));
            let text = cx.i18n.text("duel-hold");
            if widgets::big_button(
                ui,
                &text,
                why.as_deref(),
                Some(&cx.i18n.text("duel-hold-tooltip")),
            )
            .clicked()
            {
                self.hold(None, cx);
            }
            if widgets::button(
                ui,
                &cx.i18n.text("duel-pause"),
                None,
                Some(&cx.i18n.text("key-esc")),
            )
            .clicked()
            {
                self.pause(cx);
            }
        } else {
            let text = cx.i18n.text(match self.caller.stop_reason() {
                Some(Stop::Idle) => "duel-start-caller",
                _ => "duel-resume",
            });
            if widgets::big_button(ui, &text, None, Some(&space)).clicked() {
                self.resume(cx);
            }
            if tier.is_some()
                && widgets::button(ui, &cx.i18n.text("duel-record-shot"), None, None).clicked()
            {
                self.hold(None, cx);
            }
        }
    }

    fn keys(&mut self, ui: &mut Ui, cx: &mut TableCx<'_>) {
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        let digit = [
            Key::Num1,
            Key::Num2,
            Key::Num3,
            Key::Num4,
            Key::Num5,
            Key::Num6,
        ]
        .into_iter()
        .zip(1u8..)
        .find(|(key, _)| pressed(ui, *key))
        .and_then(|(_, v)| Pips::new(v));
        if let Some(value) = digit {
            self.digit(value);
        }
        let enter = pressed(ui, Key::Enter);
        let space = pressed(ui, Key::Space);
        let escape = pressed(ui, Key::Escape);
        let step = |ui: &mut Ui, back, forward| {
            if pressed(ui, back) {
                Some(-1)
            } else if pressed(ui, forward) {
                Some(1)
            } else {
                None
            }
        };
        let shooter_step = step(ui, Key::ArrowLeft, Key::ArrowRight);
        let target_step = step(ui, Key::ArrowUp, Key::ArrowDown);
        if let Some(Dialog::Shots(form)) = &mut self.dialog {
            let s = self.session.state();
            if let Some(delta) = shooter_step {
                let shooters: Vec<usize> =
                    s.standing().filter(|&i| s.may_fire(i).is_ok()).collect();
                form.shooter = cycle(&shooters, form.shooter, delta);
                form.target = None;
            }
            if let Some(delta) = target_step
                && let Some(shooter) = form.shooter
            {
                let targets: Vec<usize> = s.standing().filter(|&i| i != shooter).collect();
                form.target = cycle(&targets, form.target, delta);
            }
        }
        if shooter_step.is_some()
            && let Some(Dialog::Shots(mut form)) = self.dialog.clone()
        {
            self.autofill_target(&mut form);
            self.dialog = Some(Dialog::Shots(form));
        }
        match self.dialog.clone() {
            Some(Dialog::Shots(form)) => {
                if enter {
                    self.add_shot(&form, cx);
                } else if space && form == ShotForm::default() && !self.state().pending().is_empty()
                {
                    self.resolve(cx);
                } else if escape {
                    if self.state().pending().is_empty() {
                        self.cancel_hold(cx);
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
                }
            }
            None => {
                if space {
                    self.main_action(cx);
                } else if escape {
                    self.pause(cx);
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

    fn add_shot(&mut self, form: &ShotForm, cx: &mut TableCx<'_>) {
        let (Some(shooter), Some(target), Some(shot), Some(dodge)) =
            (form.shooter, form.target, form.shot, form.dodge)
        else {
            self.refusal = Some(Message::new("duel-shot-incomplete"));
            return;
        };
        if self.act(
            DuelAction::RecordShot(Shot {
                shooter,
                target,
                shot,
                dodge,
            }),
            cx,
        ) {
            self.dialog = Some(Dialog::Shots(ShotForm::default()));
        }
    }

    fn confirm_small_dialog(&mut self, cx: &mut TableCx<'_>) {
        let action = match self.dialog {
            Some(Dialog::Reload {
                player,
                bullets: Some(bullets),
                dodge: Some(dodge),
            }) => DuelAction::RecordReload {
                player,
                bullets,
                dodge,
            },
            Some(Dialog::Jam {
                player,
                dodge: Some(dodge),
            }) => DuelAction::MarkJam { player, dodge },
            _ => {
                self.refusal = Some(Message::new("duel-cards-incomplete"));
                return;
            }
        };
        if self.act(action, cx) {
            self.dialog = None;
        }
    }

    fn dialog_ui(&mut self, ui: &mut Ui, cx: &mut TableCx<'_>) {
        let Some(dialog) = self.dialog.clone() else {
            return;
        };
        egui::Modal::new(egui::Id::unique("duel-dialog")).show(ui.ctx(), |ui| {
            ui.set_width(760.0);
            match dialog {
                Dialog::Shots(form) => self.shots_dialog_ui(ui, form, cx),
                Dialog::Reload {
                    player,
                    bullets,
                    dodge,
                } => self.reload_dialog_ui(ui, player, bullets, dodge, cx),
                Dialog::Jam { player, dodge } => self.jam_dialog_ui(ui, player, dodge, cx),
            }
            if let Some(refusal) = &self.refusal {
                widgets::refusal(ui, &cx.i18n.tr(refusal));
            }
        });
    }

    fn reload_dialog_ui(
        &mut self,
        ui: &mut Ui,
        player: usize,
        mut bullets: Option<Pips>,
        mut dodge: Option<Pips>,
        cx: &mut TableCx<'_>,
    ) {
        ui.heading(
            cx.i18n
                .tr(&Message::new("duel-reload-title").text("name", self.name(player))),
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

    fn jam_dialog_ui(
        &mut self,
        ui: &mut Ui,
        player: usize,
        mut dodge: Option<Pips>,
        cx: &mut TableCx<'_>,
    ) {
        ui.heading(
            cx.i18n
                .tr(&Message::new("duel-jam-title").text("name", self.name(player))),
        );
        ui.label(cx.i18n.text("duel-jam-help"));
        widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut dodge);
        self.dialog = Some(Dialog::Jam { player, dodge });
        self.confirm_row_ui(ui, dodge.is_some(), cx);
    }

    fn confirm_row_ui(&mut self, ui: &mut Ui, complete: bool, cx: &mut TableCx<'_>) {
        ui.horizontal(|ui| {
            let why = (!complete).then(|| cx.i18n.text("duel-cards-incomplete"));
            if widgets::button(
                ui,
                &cx.i18n.text("dialog-confirm"),
                why.as_deref(),
                Some(&cx.i18n.text("key-enter")),
            )
            .clicked()
            {
                self.confirm_small_dialog(cx);
            }
            if widgets::button(
                ui,
                &cx.i18n.text("dialog-cancel"),
                None,
                Some(&cx.i18n.text("key-esc")),
            )
            .clicked()
            {
                self.dialog = None;
                self.refusal = None;
            }
        });
    }

    fn shots_dialog_ui(&mut self, ui: &mut Ui, mut form: ShotForm, cx: &mut TableCx<'_>) {
        let s = self.state().clone();
        let tier = s.tier().map_or(0, |t| t.get());
        ui.heading(
            cx.i18n
                .tr(&Message::new("duel-shots-title").number("tier", i64::from(tier))),
        );

        let preview = s.preview();
        let mut withdraw = None;
        for (index, result) in preview.iter().enumerate() {
            ui.horizontal(|ui| {
                let line = Message::new("duel-preview-line")
                    .text("shooter", self.name(result.shot.shooter))
                    .text("target", self.name(result.shot.target))
                    .number("shot", i64::from(result.shot_value))
                    .number("dodge", i64::from(result.dodge_value))
                    .number("margin", i64::from(result.margin))
                    .message("result", result_message(&s, result));
                ui.label(RichText::new(cx.i18n.tr(&line)).size(21.0));
                let text =
                    cx.i18n
                        .tr(&Message::new("duel-withdraw")
                            .text("name", self.name(result.shot.shooter)));
                if ui.small_button(text).clicked() {
                    withdraw = Some(index);
                }
            });
        }
        if let Some(index) = withdraw {
            self.act(DuelAction::WithdrawShot { index }, cx);
        }
        ui.separator();

        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(cx.i18n.text("duel-shooter")).size(22.0));
            for i in s.standing() {
                let why = s.may_fire(i).err().map(|r| cx.i18n.tr(&r.message()));
                let selected = form.shooter == Some(i);
                let label = cx
                    .i18n
                    .tr(&Message::new("duel-shooter-option").text("name", self.name(i)));
                let button =
                    egui::Button::selectable(selected, RichText::new(self.name(i)).size(22.0))
                        .frame(true);
                let mut response = ui.add_enabled(why.is_none(), button);
                response.widget_info(|| {
                    WidgetInfo::selected(egui::Role::Button, why.is_none(), selected, label.clone())
                });
                if let Some(why) = &why {
                    response = response.on_disabled_hover_text(why);
                }
                if response.clicked() {
                    form.shooter = Some(i);
                    form.target = None;
                    self.autofill_target(&mut form);
                }
            }
        });
        if let Some(shooter) = form.shooter {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(cx.i18n.text("duel-target")).size(22.0));
                for i in s.standing().filter(|&i| i != shooter) {
                    let selected = form.target == Some(i);
                    let label = cx
                        .i18n
                        .tr(&Message::new("duel-target-option").text("name", self.name(i)));
                    let response = ui.add(
                        egui::Button::selectable(selected, RichText::new(self.name(i)).size(22.0))
                            .frame(true),
                    );
                    response.widget_info(|| {
                        WidgetInfo::selected(egui::Role::Button, true, selected, label.clone())
                    });
                    if response.clicked() {
                        form.target = Some(i);
                    }
                }
            });
            let wounds = s.duelists[shooter].wounds;
            widgets::pips_picker(ui, &cx.i18n.text("duel-card-shot"), &mut form.shot);
            if wounds > 0 {
                ui.label(
                    cx.i18n.tr(&Message::new("duel-shot-malus")
                        .text("name", self.name(shooter))
                        .number("wounds", i64::from(wounds))),
                );
            }
        }
        if form.shooter.is_some() {
            widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut form.dodge);
        }
        if let Some(target) = form.target {
            let line = if s.dodge_cap(target).is_none() {
                1
            } else {
                s.duelists[target].round.shots_fired.max(1)
            };
            let mut hint = Message::new("duel-dodge-line")
                .text("name", self.name(target))
                .number("line", i64::from(line));
            if let Some(cap) = s.dodge_cap(target) {
                hint = Message::new("duel-dodge-cap")
                    .text("name", self.name(target))
                    .number("cap", i64::from(cap.get()));
            }
            ui.label(RichText::new(cx.i18n.tr(&hint)).italics());
            let wounds = s.duelists[target].wounds;
            if wounds > 0 {
                ui.label(
                    cx.i18n.tr(&Message::new("duel-dodge-malus")
                        .text("name", self.name(target))
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
                self.cancel_hold(cx);
            }
        });
    }
}

impl Table for DuelTable {
    fn kind(&self) -> GameKind {
        GameKind::Duel
    }

    fn tick(&mut self, cx: &mut TableCx<'_>) -> Option<Duration> {
        if cx.settings.caller_manual || self.dialog.is_some() || !self.caller.is_running() {
            return None;
        }
        let step = self.next_step()?;
        if self.caller.is_due(step, cx.now) {
            if let Some(action) = self.next_action() {
                self.act(action, cx);
            }
            let step = self.next_step()?;
            return self.caller.wait(step, cx.now);
        }
        self.caller.wait(step, cx.now)
    }

    fn table_ui(&mut self, ui: &mut Ui, cx: &mut TableCx<'_>) {
        self.keys(ui, cx);
        // Shots recorded but not applied (after an undo, or a resumed save) keep the
        // dialog open: the caller holds until they are resolved.
        if self.dialog.is_none() && !self.state().pending().is_empty() {
            self.dialog = Some(Dialog::Shots(ShotForm::default()));
        }
        self.header_ui(ui, cx);
        ui.add_space(6.0);
        let n = self.state().duelists.len();
        let avail = ui.available_width();
        let tier_width = 260.0;
        let shooting = matches!(self.state().phase, Phase::Shooting { .. });
        ui.horizontal_top(|ui| {
            if shooting {
                ui.allocate_ui(Vec2::new(tier_width, 320.0), |ui| self.tier_ui(ui, cx));
            }
            let rest = if shooting {
                avail - tier_width - 20.0
            } else {
                avail
            };
            // Two columns up to four players on a laptop screen, three for five.
            let columns = if n <= 4 && rest < 1100.0 { 2 } else { 3 }.min(n);
            // Each card adds its frame's margins (2 × 12) and stroke (2 × 4), plus the
            // spacing between cards.
            let width = ((rest - 44.0 * columns as f32) / columns as f32).max(220.0);
            // One snapshot of the state for every card this frame.
            let s = self.state().clone();
            ui.vertical(|ui| {
                for row in (0..n).collect::<Vec<_>>().chunks(columns) {
                    ui.horizontal_top(|ui| {
                        for &i in row {
                            self.player_card_ui(ui, &s, i, width, cx);
                        }
                    });
                }
            });
        });
        ui.add_space(12.0);
        self.actions_ui(ui, cx);
        self.dialog_ui(ui, cx);
    }

    fn can_undo(&self) -> bool {
        self.session.journal().can_undo()
    }

    fn can_redo(&self) -> bool {
        self.session.journal().can_redo()
    }

    fn undo(&mut self, cx: &mut TableCx<'_>) {
        self.pause(cx);
        if self.session.undo() {
            self.refusal = None;
            self.dialog = None;
            if !matches!(self.state().phase, Phase::Shooting { .. }) {
                self.caller.reset();
            }
        }
    }

    fn redo(&mut self, cx: &mut TableCx<'_>) {
        self.pause(cx);
        let before = self.state().clone();
        if let Some(events) = self.session.redo() {
            self.refusal = None;
            self.dialog = None;
            cx.cues.extend(cues(&before, &events));
            if !matches!(self.state().phase, Phase::Shooting { .. }) {
                self.caller.reset();
            }
        }
    }

    fn history(&self) -> &[Vec<Message>] {
        self.session.journal().history()
    }

    fn pause(&mut self, cx: &mut TableCx<'_>) {
        if self.caller.is_running()
            && let Some(step) = self.next_step()
        {
            self.caller.stop(Stop::Paused, step, cx.now);
        }
    }

    fn take_save_problem(&mut self) -> Option<String> {
        self.session.take_save_problem()
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// The choice `delta` places after `current` among `choices`, wrapping around; the first
/// (or last, going back) when nothing is chosen yet.
fn cycle(choices: &[usize], current: Option<usize>, delta: i32) -> Option<usize> {
    if choices.is_empty() {
        return None;
    }
    let n = choices.len() as i32;
    let at = match current.and_then(|c| choices.iter().position(|&x| x == c)) {
        Some(i) => (i as i32 + delta).rem_euclid(n),
        None if delta < 0 => n - 1,
        None => 0,
    };
    choices.get(at as usize).copied()
}

#[cfg(test)]
mod tests {
    use super::cycle;

    #[test]
    fn cycling_wraps_both_ways_and_starts_at_an_end() {
        let choices = [0, 2, 3];
        assert_eq!(cycle(&choices, None, 1), Some(0));
        assert_eq!(cycle(&choices, None, -1), Some(3));
        assert_eq!(cycle(&choices, Some(3), 1), Some(0));
        assert_eq!(cycle(&choices, Some(0), -1), Some(3));
        assert_eq!(cycle(&choices, Some(2), 1), Some(3));
        assert_eq!(cycle(&[], Some(2), 1), None);
    }
}
