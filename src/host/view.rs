//! What a game's view is to the host: the [`View`] trait a game's table view implements,
//! the [`ViewCx`] it asks for actions and cues through, and the [`Header`] it fills. The
//! table frame (`frame.rs`) draws through it and the generic table (`table.rs`) drives
//! it; it imports neither.

use std::time::Duration;

use egui::Color32;

use crate::core::chance::Drawn;
use crate::core::cue::Cue;
use crate::core::game::Rules;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::i18n::I18n;
use crate::kit::widgets::{CardSize, CardSpec};
use crate::services::chance::Chance;
use crate::session::Session;

use super::{ActionOf, EventOf, GameDef, StateOf};

/// What the header says: the game fills it, the frame draws it with the last caption.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Header {
    /// The round or turn and the phase, as one title ("Round 2: shooting").
    pub title: String,
    /// Whose turn it is, if the game has turns: the name, in the player's colour.
    pub turn: Option<Turn>,
    /// A short status after the title ("Calling every 2.0 s").
    pub status: Option<String>,
}

/// Whose turn it is, in the header.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    /// The player's name.
    pub name: String,
    /// The player's colour.
    pub colour: Color32,
    /// The accessible label and tooltip ("Belle's turn").
    pub label: String,
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
    /// Whether an overlay covers the table (the help, the sharing panel, a dialog): the
    /// host pauses the view's timed work ([`View::pause`]) every frame until it closes,
    /// so a view refuses to resume it meanwhile, saying why.
    pub overlay: bool,
    pub(super) requests: &'a mut Vec<Request<ActionOf<G>>>,
    pub(super) wake: &'a mut Option<Duration>,
}

/// A view's request, applied after it has drawn.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Request<A> {
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
/// game's `ui` module; it keeps only what the screen needs between frames (an open dialog,
/// a form being filled, a caller's schedule).
///
/// A view fills the table frame's regions: [`View::table_keys`], [`View::header`],
/// [`View::card_spec`] and [`View::player_ui`], [`View::aside_ui`],
/// [`View::dock_form_ui`], [`View::dock_action_ui`] (see [`super::frame`] for the
/// layout). Every region method has a default.
pub trait View<G: GameDef>: Sized + 'static {
    /// Whether [`View::prefs_ui`] draws anything (a section in Settings).
    const HAS_PREFS_UI: bool = false;

    /// The view of a game reaching the table, new (`resumed` false) or from a save.
    fn new(session: &Session<G::Rules>, prefs: &G::Prefs, resumed: bool) -> Self;

    /// The game's keyboard shortcuts, handled first every frame (before any
    /// widget may take a key).
    fn table_keys(&mut self, ui: &mut egui::Ui, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (ui, state, cx);
    }

    /// What the header says (round or turn and phase, whose turn, a status).
    fn header(&self, state: &StateOf<G>, cx: &ViewCx<'_, G>) -> Header {
        let _ = (state, cx);
        Header::default()
    }

    /// The players' cards: how many, and what each holds, for the layout (in
    /// `cx.i18n`'s language: a caption's length counts, see
    /// [`crate::kit::widgets::figure_ems`]).
    fn card_spec(&self, state: &StateOf<G>, cx: &ViewCx<'_, G>) -> CardSpec {
        let _ = (state, cx);
        CardSpec::default()
    }

    /// Draws player `player`'s card in `card.rect`, at `card.sizes` (with
    /// [`crate::kit::widgets::framed_card`]).
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

    /// The width wanted for an aside left of the players (Duel's huge tier), in
    /// points; `None` for no aside. The frame gives at most a third of the width.
    fn aside_width(&self, state: &StateOf<G>) -> Option<f32> {
        let _ = state;
        None
    }

    /// Draws the aside.
    fn aside_ui(&mut self, ui: &mut egui::Ui, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (ui, state, cx);
    }

    /// The dock's form of the moment (a shot being entered, a bid), left.
    fn dock_form_ui(&mut self, ui: &mut egui::Ui, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (ui, state, cx);
    }

    /// The dock's action column, right: the main action of the moment and the
    /// form's confirm and cancel buttons, drawn top-down; the frame keeps the column's
    /// bottom at the dock's bottom, so they do not move as the form grows.
    fn dock_action_ui(&mut self, ui: &mut egui::Ui, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (ui, state, cx);
    }

    /// The dock's height, in points, for a game whose forms differ in height: what the
    /// tallest form needs at its fullest. The dock takes it whole (at most
    /// [`crate::kit::theme::DOCK_FIXED_MAX_SHARE`] of the table's height) and the form's
    /// column is stretched to it, so the action column's buttons stay at the dock's
    /// bottom as rows come and go. Give the same height whatever the form, and with none
    /// open (Saloon does): the players' cards are then laid out once for the table, and
    /// their grid and figures never change as a form opens or closes (issue 27). `None`
    /// (the default): the dock is as tall as its content, up to
    /// [`crate::kit::theme::DOCK_MAX_SHARE`] of the table. The game's UI tests prove that
    /// its cards still fit, readable, at 1280×720.
    fn dock_height(&self, state: &StateOf<G>) -> Option<f32> {
        let _ = state;
        None
    }

    /// Which step the dock is at besides the journal's cursor: a number that
    /// changes when a form opens or closes (0 for none, 1 + the player for a player's
    /// form…). The refusal and the notes are dropped when it changes.
    fn dock_step(&self, state: &StateOf<G>) -> u64 {
        let _ = state;
        0
    }

    /// Keys whose auto-repeat steps a counter while the key is held, where stepping is
    /// the point (a number raised by a held arrow): their repeats reach
    /// [`View::table_keys`]. Every other key acts once per press, however long it is held
    /// (the host drops the repeats: [`super::input`]). Say so in the game's help for
    /// each key named here. Default: none.
    fn repeating_keys(&self, state: &StateOf<G>) -> &'static [egui::Key] {
        let _ = state;
        &[]
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

    /// Pauses anything running (a caller's calls): the table is left, Settings opened,
    /// or an overlay covers the table (the help, the sharing panel, a dialog: see
    /// [`super::Table::set_overlay`]); called on every frame while the overlay stays
    /// open. What is paused stays paused when the overlay closes, saying so and how to
    /// resume (the spec: "the caller never runs on behind an open dialog").
    fn pause(&mut self, state: &StateOf<G>, cx: &mut ViewCx<'_, G>) {
        let _ = (state, cx);
    }

    /// Whether a draw is still landing at `now` (a die tumbling): the frame keeps what it
    /// did (the header's caption, the dock's notes) back until it has landed, so the
    /// table never reads the face before the die shows it. Their room is kept.
    fn landing(&self, state: &StateOf<G>, now: Duration) -> bool {
        let _ = (state, now);
        false
    }

    /// Whether the operator shows the face-down values to the whole table now
    /// (Gnadenlos!'s "Peek at the values"): the phones' page then shows them too.
    fn peek(&self) -> bool {
        false
    }

    /// The game's options on Setup (variants, box values), editing the preferences.
    fn options_ui(ui: &mut egui::Ui, i18n: &I18n, prefs: &mut G::Prefs, seating: &Seating);

    /// Whether these preferences take over a game begun without Deputy (Gnadenlos!'s
    /// "take over"): Setup then has a second page, [`View::under_way_ui`], between the
    /// players and Start. `false` for a game that cannot be taken over.
    fn under_way(prefs: &G::Prefs) -> bool {
        let _ = prefs;
        false
    }

    /// Setup's second page when [`View::under_way`]: what lies on the table of the game
    /// taken over, editing the preferences. It has the whole window below the page's
    /// title and above Start (at 1280×800 nothing on it may scroll).
    fn under_way_ui(ui: &mut egui::Ui, i18n: &I18n, prefs: &mut G::Prefs, seating: &Seating) {
        let _ = (ui, i18n, prefs, seating);
    }

    /// What cannot be in the game under way that [`View::under_way_ui`] describes, one
    /// sentence each: Start waits, with them beside it, until there are none. Empty for a
    /// new game.
    fn under_way_problems(prefs: &G::Prefs, seating: &Seating) -> Vec<Message> {
        let _ = (prefs, seating);
        Vec::new()
    }

    /// The game's section of Settings (table preferences), if [`View::HAS_PREFS_UI`].
    fn prefs_ui(ui: &mut egui::Ui, i18n: &I18n, prefs: &mut G::Prefs) {
        let _ = (ui, i18n, prefs);
    }
}
