//! Duel's table view, in the host's table frame: the header (round, phase, the caller),
//! the huge tier beside the players' cards (bullets, wounds, hat or condition), and the
//! dock (the form of the moment: a shot, a reload, a jam; the main action at the bottom
//! right).
//!
//! The view reads the state the host lends it and asks for [`DuelAction`]s through the
//! [`ViewCx`]; the caller's schedule runs in [`View::tick`] from the shell's monotonic
//! time. The host applies the actions, saves them and plays their cues.
//!
//! By region: `players.rs` (the players' cards and their buttons), `shot.rs` (the shot
//! form); this file keeps the view, the caller's schedule, its keys, the header, the
//! tier and the dock's main actions.

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

mod players;
mod shot;

use shot::{ShotForm, autofill_target};

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

/// A duel's table view: the caller's schedule and the form being filled.
pub struct DuelView {
    caller: Caller,
    badges: Vec<String>,
    colours: Vec<Color32>,
    form: Option<Form>,
}

/// The width of the huge tier beside the cards, in points.
const ASIDE_WIDTH: f32 = 170.0;
/// The reload form's width from which its two rows of cards (bullets, dodge) go side
/// by side, each in half the form, in points: a row of six cards with its caption
/// needs about 390.
const RELOAD_SIDE_BY_SIDE: f32 = 800.0;
/// The narrowest a card's button may be, in points: "Tire" whole, a longer text cut
/// with "…" (the whole sentence on hover), so five cards keep their figures large
/// beside the history.
const CARD_BUTTON_WIDTH: f32 = 100.0;
/// The dock's height, in points, whatever the form: the shot form with five duelists,
/// in French.
const DOCK_HEIGHT: f32 = 230.0;

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

    /// The tier, in every phase ("–" before the shooting and after the duel): the cards
    /// keep their place and size from one phase to the next (issue 27: they moved 228 px
    /// and narrowed when the shooting began).
    fn aside_width(&self, _s: &DuelState) -> Option<f32> {
        Some(ASIDE_WIDTH)
    }

    fn aside_ui(&mut self, ui: &mut Ui, s: &DuelState, cx: &mut Cx<'_, '_>) {
        tier_ui(ui, s, cx.i18n);
    }

    fn card_spec(&self, s: &DuelState, _cx: &Cx<'_, '_>) -> CardSpec {
        CardSpec {
            count: s.duelists.len(),
            // Bullets and wounds, each under its caption: the key figures, as wide as
            // "6/6" (a caption beside them would halve them on a narrow card), both at
            // the figure size (no larger key row).
            key_rows: 0,
            key_ems: 0.0,
            figure_rows: 2,
            figure_ems: widgets::figure_ems("", "6/6"),
            // The two captions, the hat (or the condition of a player who is out), and
            // the statuses on at most two lines.
            text_rows: 5,
            // Reload and jam side by side; one shot button. The same row whatever the
            // phase's buttons (empty once the duel is over), so the cards keep their
            // size.
            button_rows: 1,
            min_width: CARD_BUTTON_WIDTH,
        }
    }

    /// The shot form's height at its fullest whatever the phase and the form, and with
    /// none open: the cards are laid out once for the table and never move or shrink
    /// as a form opens or closes (issue 27).
    fn dock_height(&self, _s: &DuelState) -> Option<f32> {
        Some(DOCK_HEIGHT)
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
                // Each row of cards in its own half of the form, side by side where
                // the form is wide, one above the other where it is not: a row never
                // wraps its last card under it (issue 27: "Dodge 6" on a second line).
                if ui.available_width() >= RELOAD_SIDE_BY_SIDE {
                    ui.columns(2, |columns| {
                        for column in columns.iter_mut() {
                            // Tighter than the body's spacing: six cards and the
                            // caption fit half the form in French at 1280 px.
                            column.spacing_mut().item_spacing.x = 4.0;
                            column.spacing_mut().button_padding.x = 10.0;
                        }
                        widgets::pips_picker(
                            &mut columns[0],
                            &cx.i18n.text("duel-card-bullets"),
                            &mut bullets,
                        );
                        widgets::pips_picker(
                            &mut columns[1],
                            &cx.i18n.text("duel-card-dodge"),
                            &mut dodge,
                        );
                    });
                } else {
                    widgets::pips_picker(ui, &cx.i18n.text("duel-card-bullets"), &mut bullets);
                    widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut dodge);
                }
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
                            .color(theme::accent(ui, theme::GOLD)),
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
        let form = match &self.form {
            None => 0,
            Some(Form::Shots(_)) => 1,
            Some(Form::Reload { player, .. }) => 100 + *player as u64,
            Some(Form::Jam { player, .. }) => 200 + *player as u64,
        };
        // Pausing or resuming the caller changes the main action in place ("Pause",
        // "Resume calling", "Halt: a shot!"): a new step, so the second click of a
        // double click on it lands on nothing.
        form + 1_000 * u64::from(self.caller.is_running())
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
                .color(theme::accent(ui, theme::GOLD)),
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
                } else if cx.overlay {
                    // Behind the help, the sharing panel or a dialog the caller waits.
                    cx.refuse(Message::new("duel-refuse-covered"));
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
                Some(Stop::Paused) if cx.overlay => "duel-caller-covered",
                Some(Stop::Paused) => "duel-caller-paused",
                Some(Stop::Idle) => "duel-caller-idle",
            }
        };
        cx.i18n.tr(&Message::new(id).text("tempo", tempo))
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
            let why = cx.overlay.then(|| cx.i18n.text("duel-refuse-covered"));
            if widgets::big_button(ui, &text, why.as_deref(), Some(&space)).clicked() {
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
}
