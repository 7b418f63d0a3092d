//! The generic game table: the plumbing between a game's view and its saved journal,
//! written once for every game.
//!
//! Effects flow one way (as in rerun's viewer): the view reads the state and returns
//! requests ([`ViewCx::act`], [`ViewCx::play`]); after the view has drawn, the table
//! applies them to the session (which saves them), maps the events to cues, keeps the
//! refusal sentence for the view to show where the action was tried, and tells the view
//! what was accepted. The view never holds the session and never clones the state.
//!
//! A view that fills the table frame ([`View::FRAMED`]) is drawn by [`super::frame`]:
//! header, players' cards, dock. The refusal, the notes and the header's caption belong
//! to the dock's step and are dropped when it changes (see the frame's module doc).

use std::path::Path;
use std::time::Duration;

use crate::core::chance::Drawn;
use crate::core::cue::Cue;
use crate::core::game::{GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::i18n::I18n;
use crate::services::chance::Chance;
use crate::services::storage::SaveFile;
use crate::session::Session;

use super::frame::{self, CardSize, CardSpec, DockMessages, FrameReport, Header};
use super::{ActionOf, EventOf, GameDef, HelpSection, StateOf};

/// The message id of the sentence a viewed-only table answers every action with.
pub const READ_ONLY_REFUSAL: &str = "read-only-refused";

/// What a table needs from the shell during one frame.
pub struct ShellCx<'a> {
    /// Translations in the current language.
    pub i18n: &'a I18n,
    /// The monotonic time now.
    pub now: Duration,
    /// Random draws (die rolls, shuffles, the caller's jitter).
    pub chance: &'a mut dyn Chance,
    /// Cues to play after the frame; the table pushes, the shell drains.
    pub cues: &'a mut Vec<Cue>,
}

/// A game on the table, as the shell sees it: object-safe, implemented once for every
/// game by [`GameTable`].
pub trait Table {
    /// Which game.
    fn kind(&self) -> GameKind;
    /// Time-driven work before drawing (a caller's next call, a die that lands). Returns
    /// how long until it next needs to run, if it does, so the shell sleeps until then.
    fn tick(&mut self, cx: &mut ShellCx<'_>) -> Option<Duration>;
    /// Draws the table and handles its keys. Returns how soon to draw again, if the view
    /// animates.
    fn table_ui(&mut self, ui: &mut egui::Ui, cx: &mut ShellCx<'_>) -> Option<Duration>;
    /// Whether an action can be undone.
    fn can_undo(&self) -> bool;
    /// Whether an undone action can be redone.
    fn can_redo(&self) -> bool;
    /// Undoes one action (and the automatic draw that followed it, if any). Plays nothing.
    fn undo(&mut self, cx: &mut ShellCx<'_>);
    /// Redoes one action (and its automatic draw), playing its cues again.
    fn redo(&mut self, cx: &mut ShellCx<'_>);
    /// The history: each action's lines, oldest first.
    fn history(&self) -> &[Vec<Message>];
    /// Pauses anything running (the table is left, Settings opened).
    fn pause(&mut self, cx: &mut ShellCx<'_>);
    /// The save this table only views (it is open in another Deputy window), if it is
    /// viewed only: every action, undo and redo is then refused with
    /// [`READ_ONLY_REFUSAL`].
    fn read_only(&self) -> Option<&std::path::Path>;
    /// The game's save file, if it is saved.
    fn save_file(&self) -> Option<&SaveFile>;
    /// The game's save file, to retry it, hear its news or save the game elsewhere.
    fn save_file_mut(&mut self) -> Option<&mut SaveFile>;
    /// The preferences changed in Settings (the game's JSON in the settings).
    fn set_prefs(&mut self, prefs: &serde_json::Value);
    /// The help panel's sections.
    fn help(&self) -> &'static [HelpSection];
    /// The players in seating order (for the audio output's spoken names).
    fn players(&self) -> &[crate::core::players::Player];
    /// The table as `Any`, so tests reach the game's own types.
    fn as_any(&self) -> &dyn std::any::Any;
    /// The table as `Any`, mutable (tests and benchmarks apply a game's actions).
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any;
    /// How many times what the table shows the whole table changed: each accepted
    /// action (automatic draws included), undo and redo, and each switch of the view's
    /// peek. The phones' page is published again when it moves.
    fn changes(&self) -> u64;
    /// The public face now (the phones' page): the game's view as JSON and its layout.
    fn public(&self) -> super::public::Snapshot;
    /// What Deputy said last at the journal's current step, as the header shows it: the
    /// last caption of the actions that brought the table here, dropped when the step
    /// changes (an undo, a new action without a caption, a form opened) and brought back
    /// by a redo. The phones' page shows the same one.
    fn caption(&self) -> Option<&Message>;
    /// The save file, if the game is saved (the phones' link is remembered by it).
    fn save_path(&self) -> Option<&Path>;
    /// Whether the game fills the table frame (which shows the captions in its header);
    /// `false` for a game that still draws its whole table itself.
    fn framed(&self) -> bool;
    /// Where the table frame drew everything in the last frame, and what did not fit;
    /// `None` for a game not in the frame.
    fn frame_report(&self) -> Option<&FrameReport>;
}

/// What a view may do during a frame, besides drawing: ask for actions and cues.
pub struct ViewCx<'a, G: GameDef> {
    /// Translations in the current language.
    pub i18n: &'a I18n,
    /// The monotonic time now.
    pub now: Duration,
    /// The game's preferences (a caller's tempo).
    pub prefs: &'a G::Prefs,
    /// Random draws made by the shell (a die roll on request, a roulette number).
    pub chance: &'a mut dyn Chance,
    /// The sentence of the last refused action, to show where it was tried; dropped when
    /// the dock's step changes (an accepted action, undo, redo, a form opened or closed:
    /// see [`View::dock_step`]).
    pub refusal: Option<&'a Message>,
    /// The notes of the dock's current step ([`ViewCx::note`]), shown beside its form.
    pub notes: &'a [Message],
    requests: &'a mut Vec<Request<ActionOf<G>>>,
    wake: &'a mut Option<Duration>,
}

/// A view's request, applied after it has drawn.
#[derive(Clone, Debug, PartialEq)]
enum Request<A> {
    Act(A),
    Play(Cue),
    Refuse(Message),
    ClearRefusal,
    Note(Message),
}

impl<G: GameDef> ViewCx<'_, G> {
    /// Asks for an action to be applied after the frame.
    pub fn act(&mut self, action: ActionOf<G>) {
        self.requests.push(Request::Act(action));
    }

    /// Asks for a cue that no action makes ("Hold!" when the caller stops).
    pub fn play(&mut self, cue: Cue) {
        self.requests.push(Request::Play(cue));
    }

    /// Shows a refusal the view found itself (a form not yet complete), as if the rules
    /// had refused.
    pub fn refuse(&mut self, message: Message) {
        self.requests.push(Request::Refuse(message));
    }

    /// Forgets the refusal shown (a dialog was closed). (A framed view rarely needs it: a
    /// change of [`View::dock_step`] drops the refusal.)
    pub fn clear_refusal(&mut self) {
        self.requests.push(Request::ClearRefusal);
    }

    /// Leaves a note beside the dock's form ("Bob draws 2 cards"), until the dock's step
    /// changes. A note left while accepting an action belongs to the step it starts.
    pub fn note(&mut self, message: Message) {
        self.requests.push(Request::Note(message));
    }

    /// Draws what the rules await in `state` (a die roll asked for with Space) and asks
    /// for the action that records it. Returns the drawn result, or `None` when nothing
    /// is awaited.
    pub fn draw_awaited(&mut self, state: &StateOf<G>) -> Option<Drawn> {
        let awaited = G::Rules::awaited(state)?;
        let drawn = self.chance.draw(&awaited.draw);
        let action = G::Rules::drawn(state, &drawn)?;
        self.act(action);
        Some(drawn)
    }

    /// Asks the shell to draw again within `after` (an animation).
    pub fn wake_in(&mut self, after: Duration) {
        *self.wake = Some(self.wake.map_or(after, |w| w.min(after)));
    }
}

/// A game's table view: draws from the state and asks for actions. One per game, in the
/// game's `ui.rs`; it keeps only what the screen needs between frames (an open dialog,
/// a form being filled, a caller's schedule).
///
/// A view either fills the table frame's regions ([`View::FRAMED`]: [`View::table_keys`],
/// [`View::header`], [`View::card_spec`] and [`View::player_ui`], [`View::aside_ui`],
/// [`View::dock_form_ui`], [`View::dock_action_ui`]; see [`super::frame`] for the layout and how to
/// move a game into it), or draws the whole table itself in [`View::ui`] (a game not
/// yet moved). Every region method has a default, so a game moves one step at a time.
pub trait View<G: GameDef>: Sized + 'static {
    /// Whether [`View::prefs_ui`] draws anything (a section in Settings).
    const HAS_PREFS_UI: bool = false;
    /// Whether the view fills the table frame's regions; when `false` the frame calls
    /// [`View::ui`] with the whole table's space instead.
    const FRAMED: bool = false;

    /// The view of a game reaching the table, new (`resumed` false) or from a save.
    fn new(session: &Session<G::Rules>, prefs: &G::Prefs, resumed: bool) -> Self;

    /// Draws the whole table from `state` and handles its keys; asks for actions through
    /// `cx`. Only for a view that is not [`View::FRAMED`] (the default draws nothing).
    fn ui(&mut self, ui: &mut egui::Ui, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (ui, state, cx);
    }

    /// Framed: the game's keyboard shortcuts, handled first every frame (before any
    /// widget may take a key).
    fn table_keys(&mut self, ui: &mut egui::Ui, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (ui, state, cx);
    }

    /// Framed: what the header says (round or turn and phase, whose turn, a status).
    fn header(&self, state: &StateOf<G>, cx: &ViewCx<'_, G>) -> Header {
        let _ = (state, cx);
        Header::default()
    }

    /// Framed: the players' cards: how many, and what each holds, for the layout (in
    /// `cx.i18n`'s language: a caption's length counts, see
    /// [`crate::ui::widgets::figure_ems`]).
    fn card_spec(&self, state: &StateOf<G>, cx: &ViewCx<'_, G>) -> CardSpec {
        let _ = (state, cx);
        CardSpec::default()
    }

    /// Framed: draws player `player`'s card in `card.rect`, at `card.sizes` (with
    /// [`crate::ui::widgets::framed_card`]).
    fn player_ui(
        &mut self,
        ui: &mut egui::Ui,
        state: &StateOf<G>,
        player: usize,
        card: &CardSize,
        cx: &mut ViewCx<'_, G>,
    ) {
        let _ = (ui, state, player, card, cx);
    }

    /// Framed: the width wanted for an aside left of the players (Duel's huge tier), in
    /// points; `None` for no aside. The frame gives at most a third of the width.
    fn aside_width(&self, state: &StateOf<G>) -> Option<f32> {
        let _ = state;
        None
    }

    /// Framed: draws the aside.
    fn aside_ui(&mut self, ui: &mut egui::Ui, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (ui, state, cx);
    }

    /// Framed: the dock's form of the moment (a shot being entered, a bid), left.
    fn dock_form_ui(&mut self, ui: &mut egui::Ui, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (ui, state, cx);
    }

    /// Framed: the dock's action column, right: the main action of the moment and the
    /// form's confirm and cancel buttons, drawn top-down; the frame keeps the column's
    /// bottom at the dock's bottom, so they do not move as the form grows.
    fn dock_action_ui(&mut self, ui: &mut egui::Ui, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (ui, state, cx);
    }

    /// Framed: for a large form whose height changes as it is filled (Saloon's blow
    /// resolver), the dock's height while it is open, in points: what the form needs at
    /// its fullest. The dock takes it whole (at most
    /// [`crate::ui::theme::DOCK_FIXED_MAX_SHARE`] of the table's height) and the form's
    /// column is stretched to it, so the cards keep one size and the action column's
    /// buttons stay at the dock's bottom as rows come and go. `None` (the default): the
    /// dock is as tall as its content, up to [`crate::ui::theme::DOCK_MAX_SHARE`] of the
    /// table. The game's UI tests prove that its cards still fit, readable, at 1280×720.
    fn dock_height(&self, state: &StateOf<G>) -> Option<f32> {
        let _ = state;
        None
    }

    /// Framed: which step the dock is at besides the journal's cursor: a number that
    /// changes when a form opens or closes (0 for none, 1 + the player for a player's
    /// form…). The refusal and the notes are dropped when it changes.
    fn dock_step(&self, state: &StateOf<G>) -> u64 {
        let _ = state;
        0
    }

    /// Time-driven work before drawing (a caller's next call): may ask for actions;
    /// returns how long until it next needs to run.
    fn tick(&mut self, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) -> Option<Duration> {
        let _ = (state, cx);
        None
    }

    /// An action the view asked for was accepted; `state` is the state after it. (Close
    /// the dialog it came from, start a caller.)
    fn accepted(
        &mut self,
        action: &ActionOf<G>,
        state: &StateOf<G>,
        events: &[EventOf<G>],
        cx: &mut ViewCx<'_, G>,
    ) {
        let _ = (action, state, events, cx);
    }

    /// The state changed under the view by undo or redo: forget what no longer fits
    /// (an open dialog, a running caller).
    fn rewound(&mut self, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (state, cx);
    }

    /// Pauses anything running.
    fn pause(&mut self, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (state, cx);
    }

    /// Whether the operator shows the face-down values to the whole table now
    /// (Gnadenlos!'s "Peek at the values"): the phones' page then shows them too.
    fn peek(&self) -> bool {
        false
    }

    /// The game's options on Setup (variants, box values), editing the preferences.
    fn options_ui(ui: &mut egui::Ui, i18n: &I18n, prefs: &mut G::Prefs, seating: &Seating);

    /// The game's section of Settings (table preferences), if [`View::HAS_PREFS_UI`].
    fn prefs_ui(ui: &mut egui::Ui, i18n: &I18n, prefs: &mut G::Prefs) {
        let _ = (ui, i18n, prefs);
    }
}

/// How many automatic draws may follow one another (a deal after a deal) before the
/// table stops: a guard against rules that would await forever.
const MAX_AUTOMATIC_DRAWS: usize = 8;

/// How many of `actions` are automatic draws made before anything else (a first deal).
fn opening_draws<R: Rules>(setup: &R::Setup, actions: &[R::Action]) -> usize {
    let Ok(mut state) = R::start(setup) else {
        return 0;
    };
    let mut count = 0;
    while count < actions.len().min(MAX_AUTOMATIC_DRAWS)
        && R::awaited(&state).is_some_and(|a| a.automatic)
    {
        match R::apply(&state, &actions[count]) {
            Ok(applied) => state = applied.state,
            Err(_) => break,
        }
        count += 1;
    }
    count
}

/// The dock's step: the journal's cursor and the view's own [`View::dock_step`].
type Step = (usize, u64);

/// A message kept for the dock's current step, with the frame (`said`) it was left in.
#[derive(Clone, Debug)]
struct Said {
    message: Message,
    said: u64,
}

/// A game on the table: its saved session, its view, its preferences, and what the dock
/// says at its current step (the refusal, notes, the last caption).
pub struct GameTable<G: GameDef> {
    session: Session<G::Rules>,
    view: G::View,
    prefs: G::Prefs,
    refusal: Option<Said>,
    notes: Vec<Said>,
    caption: Option<Said>,
    /// The dock's step when its messages were last checked.
    step: Step,
    /// Counts the frames (and other passes) that may leave messages.
    pass: u64,
    requests: Vec<Request<ActionOf<G>>>,
    /// How many actions at the start of the journal are the opening draws (a first
    /// deal): undo stops after them.
    opening: usize,
    /// See [`Table::changes`].
    changes: u64,
    /// The view's peek at the last frame.
    peeked: bool,
    report: Option<FrameReport>,
}

impl<G: GameDef> GameTable<G> {
    /// A table for a session, new or resumed.
    #[must_use]
    pub fn new(session: Session<G::Rules>, prefs: G::Prefs, resumed: bool) -> Self {
        let view = G::View::new(&session, &prefs, resumed);
        let opening =
            opening_draws::<G::Rules>(session.journal().setup(), session.journal().actions());
        let peeked = view.peek();
        let step = (session.journal().cursor(), view.dock_step(session.state()));
        Self {
            session,
            view,
            prefs,
            refusal: None,
            notes: Vec::new(),
            caption: None,
            step,
            pass: 0,
            requests: Vec::new(),
            opening,
            changes: 0,
            peeked,
            report: None,
        }
    }

    /// The session (journal and save file).
    #[must_use]
    pub fn session(&self) -> &Session<G::Rules> {
        &self.session
    }

    /// The current state.
    #[must_use]
    pub fn state(&self) -> &StateOf<G> {
        self.session.state()
    }

    /// The view.
    #[must_use]
    pub fn view(&self) -> &G::View {
        &self.view
    }

    /// The sentence of the last refusal, if the last attempt was refused (and the dock
    /// is still at the step it was refused in).
    #[must_use]
    pub fn refusal(&self) -> Option<&Message> {
        self.refusal.as_ref().map(|s| &s.message)
    }

    /// The notes of the dock's current step.
    #[must_use]
    pub fn notes(&self) -> Vec<&Message> {
        self.notes.iter().map(|s| &s.message).collect()
    }

    /// The last caption of the dock's current step (shown in the header).
    #[must_use]
    pub fn caption(&self) -> Option<&Message> {
        self.caption.as_ref().map(|s| &s.message)
    }

    /// Keeps the caption of these cues (the last one that has one) for the header.
    pub fn keep_caption(&mut self, cues: &[Cue]) {
        if let Some(message) = cues.iter().rev().find_map(|c| c.caption.clone()) {
            self.caption = Some(Said {
                message,
                said: self.pass,
            });
        }
    }

    fn said(&self, message: Message) -> Said {
        Said {
            message,
            said: self.pass,
        }
    }

    /// Drops what the dock said at an earlier step, if the step changed: what was said
    /// during this pass belongs to the new step and stays.
    fn check_step(&mut self) {
        let now = (
            self.session.journal().cursor(),
            self.view.dock_step(self.session.state()),
        );
        if now == self.step {
            return;
        }
        self.step = now;
        let pass = self.pass;
        if self.refusal.as_ref().is_some_and(|s| s.said < pass) {
            self.refusal = None;
        }
        self.notes.retain(|s| s.said >= pass);
        if self.caption.as_ref().is_some_and(|s| s.said < pass) {
            self.caption = None;
        }
    }

    /// Runs `f` on the view with a context, as a frame would, then applies what it asked
    /// for (tests drive a view's own operations this way).
    pub fn drive<T>(
        &mut self,
        cx: &mut ShellCx<'_>,
        f: impl FnOnce(&mut G::View, &StateOf<G>, &mut ViewCx<'_, G>) -> T,
    ) -> (T, Option<Duration>) {
        self.pass += 1;
        let mut wake = None;
        let notes: Vec<Message> = self.notes.iter().map(|s| s.message.clone()).collect();
        let out = {
            let mut vcx = ViewCx {
                i18n: cx.i18n,
                now: cx.now,
                prefs: &self.prefs,
                chance: &mut *cx.chance,
                refusal: self.refusal.as_ref().map(|s| &s.message),
                notes: &notes,
                requests: &mut self.requests,
                wake: &mut wake,
            };
            f(&mut self.view, self.session.state(), &mut vcx)
        };
        self.apply_requests(cx, &mut wake);
        (out, wake)
    }

    /// Draws the framed table and keeps its report.
    fn frame_ui(&mut self, ui: &mut egui::Ui, cx: &mut ShellCx<'_>) -> Option<Duration> {
        let caption = self.caption.as_ref().map(|s| cx.i18n.tr(&s.message));
        let (report, wake) = self.drive(cx, |view, state, vcx| {
            let messages = DockMessages {
                caption: caption.as_deref(),
            };
            frame::frame_ui::<G>(ui, view, state, vcx, &messages)
        });
        self.report = Some(report);
        wake
    }

    /// Applies the view's requests in order, with their cues; then makes any draw the
    /// rules now await at once.
    fn apply_requests(&mut self, cx: &mut ShellCx<'_>, wake: &mut Option<Duration>) {
        let mark = cx.cues.len();
        // Actions the view asks for while being told of an acceptance are applied too,
        // in order, up to a bound.
        for _ in 0..16 {
            if self.requests.is_empty() {
                break;
            }
            for request in std::mem::take(&mut self.requests) {
                match request {
                    Request::Play(cue) => cx.cues.push(cue),
                    Request::ClearRefusal => self.refusal = None,
                    Request::Refuse(message) => self.refusal = Some(self.said(message)),
                    Request::Note(message) => {
                        let note = self.said(message);
                        self.notes.push(note);
                    }
                    Request::Act(action) => self.act_inner(action, cx, wake),
                }
            }
        }
        self.requests.clear();
        self.settle(cx.chance, cx.cues);
        if cx.cues.len() > mark {
            let cues = cx.cues.split_off(mark);
            self.keep_caption(&cues);
            cx.cues.extend(cues);
        }
        self.check_step();
    }

    fn act_inner(
        &mut self,
        action: ActionOf<G>,
        cx: &mut ShellCx<'_>,
        wake: &mut Option<Duration>,
    ) {
        if self.refuse_if_read_only() {
            return;
        }
        let before = self.session.state().clone();
        match self.session.act(action.clone()) {
            Ok(events) => {
                self.changes += 1;
                self.refusal = None;
                cx.cues.extend(G::cues(&before, &events));
                let mut vcx = ViewCx {
                    i18n: cx.i18n,
                    now: cx.now,
                    prefs: &self.prefs,
                    chance: &mut *cx.chance,
                    refusal: None,
                    notes: &[],
                    requests: &mut self.requests,
                    wake,
                };
                self.view
                    .accepted(&action, self.session.state(), &events, &mut vcx);
            }
            Err(refusal) => self.refusal = Some(self.said(refusal.message())),
        }
    }

    /// Makes the draws the rules await at once (a new round's deal), recording each as
    /// an action, with its cues.
    pub fn settle(&mut self, chance: &mut dyn Chance, cues: &mut Vec<Cue>) {
        if self.session.read_only() {
            return;
        }
        for _ in 0..MAX_AUTOMATIC_DRAWS {
            let state = self.session.state();
            let Some(awaited) = G::Rules::awaited(state).filter(|a| a.automatic) else {
                return;
            };
            let drawn = chance.draw(&awaited.draw);
            let Some(action) = G::Rules::drawn(state, &drawn) else {
                log::error!("{}: a draw of the wrong shape", G::Rules::GAME.slug());
                return;
            };
            let before = state.clone();
            let at_opening = self.session.journal().cursor() == self.opening;
            match self.session.act(action) {
                Ok(events) => {
                    self.changes += 1;
                    if at_opening {
                        self.opening += 1;
                    }
                    cues.extend(G::cues(&before, &events));
                }
                Err(refusal) => {
                    log::error!(
                        "{}: an automatic draw refused: {refusal:?}",
                        G::Rules::GAME.slug()
                    );
                    return;
                }
            }
        }
    }

    /// Applies an action as if the view had asked for it (tests, benchmarks). Returns
    /// whether the rules accepted it.
    pub fn act(&mut self, action: ActionOf<G>, cx: &mut ShellCx<'_>) -> bool {
        self.requests.push(Request::Act(action));
        let mut wake = None;
        self.apply_requests(cx, &mut wake);
        self.refusal.is_none()
    }

    /// A viewed-only game takes nothing: the refusal says why. Returns whether it
    /// refused.
    fn refuse_if_read_only(&mut self) -> bool {
        if self.session.read_only() {
            self.refusal = Some(self.said(Message::new(READ_ONLY_REFUSAL)));
        }
        self.session.read_only()
    }

    fn awaits_automatic(&self) -> bool {
        G::Rules::awaited(self.session.state()).is_some_and(|a| a.automatic)
    }

    /// Steps the cursor back once, and past the automatic draw before it: a draw and the
    /// action that called for it go together (undoing a deal alone would only deal
    /// again). Never goes back into the opening draws.
    fn step_back(&mut self) -> bool {
        if self.session.journal().cursor() <= self.opening || !self.session.undo() {
            return false;
        }
        while self.awaits_automatic()
            && self.session.journal().cursor() > self.opening
            && self.session.undo()
        {}
        true
    }

    fn rewound(&mut self, cx: &mut ShellCx<'_>) {
        self.refusal = None;
        self.drive(cx, |view, state, vcx| view.rewound(state, vcx));
    }

    /// Where the table frame drew everything in the last frame (`None` before the first
    /// frame, or for a game not in the frame).
    #[must_use]
    pub fn report(&self) -> Option<&FrameReport> {
        self.report.as_ref()
    }
}

impl<G: GameDef> Table for GameTable<G> {
    fn kind(&self) -> GameKind {
        G::Rules::GAME
    }

    fn tick(&mut self, cx: &mut ShellCx<'_>) -> Option<Duration> {
        let (next, wake) = self.drive(cx, |view, state, vcx| view.tick(state, vcx));
        match (next, wake) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, cx: &mut ShellCx<'_>) -> Option<Duration> {
        let wake = if G::View::FRAMED {
            self.frame_ui(ui, cx)
        } else {
            // A game not yet in the frame draws the whole table, under its own id (so no
            // other screen's scroll position carries over into it).
            ui.push_id(("deputy-table", G::Rules::GAME.slug()), |ui| {
                self.drive(cx, |view, state, vcx| view.ui(ui, state, vcx)).1
            })
            .inner
        };
        if self.view.peek() != self.peeked {
            self.peeked = !self.peeked;
            self.changes += 1;
        }
        wake
    }

    fn can_undo(&self) -> bool {
        self.session.journal().cursor() > self.opening
    }

    fn can_redo(&self) -> bool {
        self.session.journal().can_redo()
    }

    fn undo(&mut self, cx: &mut ShellCx<'_>) {
        if self.refuse_if_read_only() {
            return;
        }
        self.pause(cx);
        if self.step_back() {
            self.changes += 1;
            self.rewound(cx);
        }
    }

    fn redo(&mut self, cx: &mut ShellCx<'_>) {
        if self.refuse_if_read_only() {
            return;
        }
        self.pause(cx);
        let mark = cx.cues.len();
        let before = self.session.state().clone();
        let Some(events) = self.session.redo() else {
            return;
        };
        self.changes += 1;
        cx.cues.extend(G::cues(&before, &events));
        // The draw that followed is redone with it, the same result as before.
        while self.awaits_automatic() && self.session.journal().can_redo() {
            let before = self.session.state().clone();
            match self.session.redo() {
                Some(events) => cx.cues.extend(G::cues(&before, &events)),
                None => break,
            }
        }
        self.settle(cx.chance, cx.cues);
        self.rewound(cx);
        // The redone action's caption belongs to the step it brings back.
        let cues = cx.cues.split_off(mark);
        self.keep_caption(&cues);
        cx.cues.extend(cues);
    }

    fn history(&self) -> &[Vec<Message>] {
        self.session.journal().history()
    }

    fn pause(&mut self, cx: &mut ShellCx<'_>) {
        self.drive(cx, |view, state, vcx| view.pause(state, vcx));
    }

    fn read_only(&self) -> Option<&std::path::Path> {
        self.session
            .read_only()
            .then(|| self.session.path())
            .flatten()
    }

    fn save_file(&self) -> Option<&SaveFile> {
        self.session.save_file()
    }

    fn save_file_mut(&mut self) -> Option<&mut SaveFile> {
        self.session.save_file_mut()
    }

    fn set_prefs(&mut self, prefs: &serde_json::Value) {
        self.prefs = super::prefs_of::<G>(prefs);
    }

    fn players(&self) -> &[crate::core::players::Player] {
        &G::Rules::seating(self.session.journal().setup()).players
    }

    fn help(&self) -> &'static [HelpSection] {
        G::HELP
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }

    fn changes(&self) -> u64 {
        self.changes
    }

    fn public(&self) -> super::public::Snapshot {
        let journal = self.session.journal();
        super::public::snapshot::<G::Rules>(journal.setup(), journal.state(), self.peeked)
    }

    fn caption(&self) -> Option<&Message> {
        self.caption.as_ref().map(|s| &s.message)
    }

    fn save_path(&self) -> Option<&Path> {
        self.session.path()
    }

    fn framed(&self) -> bool {
        G::View::FRAMED
    }

    fn frame_report(&self) -> Option<&FrameReport> {
        self.report.as_ref()
    }
}
