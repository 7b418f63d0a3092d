//! The generic game table: the plumbing between a game's view and its saved journal,
//! written once for every game.
//!
//! Effects flow one way (as in rerun's viewer): the view reads the state and returns
//! requests ([`ViewCx::act`], [`ViewCx::play`]); after the view has drawn, the table
//! applies them to the session (which saves them), maps the events to cues, keeps the
//! refusal sentence for the view to show where the action was tried, and tells the view
//! what was accepted. The view never holds the session and never clones the state.
//!
//! The view fills the table frame, drawn by [`super::frame`]: header, players' cards,
//! dock. The refusal, the notes and the header's caption belong
//! to the dock's step and are dropped when it changes (see the frame's module doc).

use std::path::Path;
use std::time::Duration;

use crate::core::cue::Cue;
use crate::core::game::{GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::i18n::I18n;
use crate::services::chance::Chance;
use crate::services::storage::SaveFile;
use crate::session::Session;

use super::frame::{self, FrameReport, FromShell};
use super::input::ClickGuard;
use super::view::{Request, View, ViewCx};
use super::{ActionOf, GameDef, HelpSection, StateOf};

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
    /// Whether an overlay covers the table now (the help, the sharing panel, a dialog):
    /// while one does, anything timed is paused ([`View::pause`], every frame) and the
    /// view's [`View::tick`] does not run. Nothing resumes by itself when it closes.
    fn set_overlay(&mut self, open: bool, cx: &mut ShellCx<'_>);
    /// Whether an overlay covers the table, as last set.
    fn overlay(&self) -> bool;
    /// Where a panel lies over the table's right side, above the dock, from this frame
    /// on (the history or the sharing panel in a window narrower than 1440 px): the x
    /// of its left edge, in points, or `None`. The players' cards then reflow left of
    /// it where they read as well there (the table frame decides); else they keep their
    /// place and the panel covers the rightmost ones.
    fn set_covered(&mut self, left: Option<f32>);
    /// Removes this frame's key auto-repeats, but those of the keys the view steps a
    /// counter with ([`View::repeating_keys`]); see [`super::input::drop_key_repeats`].
    /// The shell calls it first thing in a frame while the table is shown.
    fn drop_key_repeats(&self, ctx: &egui::Context);
    /// Whether a press on the table's controls is ignored this frame, because it began
    /// before they changed or just after ([`super::input::ClickGuard`]): the shell's
    /// undo and redo buttons ignore it too.
    fn holds_clicks(&self, ctx: &egui::Context) -> bool;
    /// Notes, at the end of a frame, a change the shell's commands made to the table
    /// (an undo or redo from the top bar), at this frame's input time: a press that
    /// begins afterwards counts. Without it the change would be noticed only at the
    /// next frame, which an idle window draws when the next press comes, and the
    /// guard would take that press for one begun before the change.
    fn note_changes(&mut self, ctx: &egui::Context);
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
    /// Where the table frame drew everything in the last frame, and what did not fit;
    /// `None` before the first frame.
    fn frame_report(&self) -> Option<&FrameReport>;
    /// Whether the game is over (at the journal's cursor).
    fn is_over(&self) -> bool;
    /// The game's story so far ([`crate::core::story::tell`] over the actions in effect).
    fn story(&self) -> Option<crate::core::story::Story>;
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
    /// Whether an overlay covers the table ([`Table::set_overlay`]).
    overlay: bool,
    /// See [`Table::set_covered`].
    covered: Option<f32>,
    /// Ignores the clicks of a press that began as the controls changed.
    guard: ClickGuard,
    /// The step as the last frame (or tick) left it; `None` before the first frame.
    seen_step: Option<Step>,
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
            overlay: false,
            covered: None,
            guard: ClickGuard::default(),
            seen_step: None,
        }
    }

    fn current_step(&self) -> Step {
        (
            self.session.journal().cursor(),
            self.view.dock_step(self.session.state()),
        )
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
                overlay: self.overlay,
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
        let covered = self.covered;
        let (report, wake) = self.drive(cx, |view, state, vcx| {
            let shell = FromShell {
                caption: caption.as_deref(),
                covered,
            };
            frame::frame_ui::<G>(ui, view, state, vcx, &shell)
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
                    overlay: self.overlay,
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
    /// frame).
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
        if self.overlay {
            return None;
        }
        let before = self.current_step();
        let (next, wake) = self.drive(cx, |view, state, vcx| view.tick(state, vcx));
        // A call made by the clock (the next tier) is not a change of the controls
        // under the operator's pointer: clicks right after it still count. (A change
        // made before it, an undo, still counts at the next frame.)
        if self.seen_step == Some(before) {
            self.seen_step = Some(self.current_step());
        }
        match (next, wake) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, cx: &mut ShellCx<'_>) -> Option<Duration> {
        let time = ui.input(|i| i.time);
        // A new table, or a change since the last frame (undo, redo, an action applied
        // between frames): its controls are new.
        let step = self.current_step();
        if self.seen_step != Some(step) {
            self.guard.changed(time);
        }
        ui.input(|i| self.guard.watch(i));
        let holds = ui.input(|i| self.guard.holds(i));
        let wake = ui
            .scope(|ui| {
                if holds {
                    // Not clickable for this press, looking just the same.
                    ui.visuals_mut().disabled_alpha = 1.0;
                    ui.disable();
                }
                self.frame_ui(ui, cx)
            })
            .inner;
        let after = self.current_step();
        if after != step {
            self.guard.changed(time);
        }
        self.seen_step = Some(after);
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

    fn set_overlay(&mut self, open: bool, cx: &mut ShellCx<'_>) {
        self.overlay = open;
        if open {
            self.pause(cx);
        }
    }

    fn overlay(&self) -> bool {
        self.overlay
    }

    fn set_covered(&mut self, left: Option<f32>) {
        self.covered = left;
    }

    fn drop_key_repeats(&self, ctx: &egui::Context) {
        let keep = self.view.repeating_keys(self.session.state());
        super::input::drop_key_repeats(ctx, |key| keep.contains(&key));
    }

    fn holds_clicks(&self, ctx: &egui::Context) -> bool {
        // The press noted here too: on the results page the table is not drawn.
        ctx.input(|i| {
            self.guard.watch(i);
            self.guard.holds(i)
        })
    }

    fn note_changes(&mut self, ctx: &egui::Context) {
        let step = self.current_step();
        if self.seen_step.is_some_and(|seen| seen != step) {
            self.guard.changed(ctx.input(|i| i.time));
            self.seen_step = Some(step);
        }
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

    fn is_over(&self) -> bool {
        G::Rules::is_over(self.session.journal().state())
    }

    fn story(&self) -> Option<crate::core::story::Story> {
        let journal = self.session.journal();
        crate::core::story::tell::<G::Rules>(
            journal.setup(),
            &journal.actions()[..journal.cursor()],
        )
        .ok()
    }

    fn frame_report(&self) -> Option<&FrameReport> {
        self.report.as_ref()
    }
}
