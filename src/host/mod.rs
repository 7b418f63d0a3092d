//! The host: what a game supplies to be played in Deputy, and the generic machinery
//! that plays any of them.
//!
//! A game is one folder under `src/games/` that implements [`GameDef`] (its rules, its
//! remembered preferences, its view, its cues, its strings, sounds, icon and help) and
//! adds one line to the registry (`GAMES` in `src/games/mod.rs`). Everything else (Home's tile,
//! Setup, the table with undo, redo, history, captions and saving, resuming a save,
//! Settings, the help panel) is the shell's, written once here and in [`table`].
//!
//! The shape follows notedeck (one shell hosting several apps, each app's `ui` returning
//! what it wants done) and egui's demo app (each demo a small type behind one trait).

pub mod drill;
pub mod frame;
pub mod input;
pub mod public;
pub mod table;
pub mod view;

use std::fmt::Debug;
use std::marker::PhantomData;
use std::path::Path;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::core::cue::Cue;
use crate::core::game::{Describe, GameKind, Refusal, Rules};
use crate::core::journal::Journal;
use crate::core::message::Message;
use crate::core::players::Seating;
use crate::core::public::Public;
use crate::core::save::{self, SaveError};
use crate::core::story::{Story, Tell};
use crate::i18n::I18n;
use crate::services::chance::{Chance, RandChance};
use crate::services::sounds::SoundSet;
use crate::services::storage::Storage;
use crate::session::Session;

pub use frame::{CardSize, CardSpec, FrameReport};
pub use table::{GameTable, ShellCx, Table};
pub use view::{Header, Turn, View, ViewCx};

/// A game's messages (`src/games/<game>/en.ftl` and `fr.ftl`): the Fluent sources the
/// shell adds to the language bundles.
pub use crate::i18n::Strings;

/// One section of a game's help panel (F1): a title and a paragraph, as message ids of
/// the game's own strings.
#[derive(Clone, Copy, Debug)]
pub struct HelpSection {
    /// The section's title ("Shooting").
    pub title: &'static str,
    /// What happens, and what to tell Deputy.
    pub body: &'static str,
}

/// Type shorthands for a game's rules.
pub type StateOf<G> = <<G as GameDef>::Rules as Rules>::State;
/// The action type of a game.
pub type ActionOf<G> = <<G as GameDef>::Rules as Rules>::Action;
/// The event type of a game.
pub type EventOf<G> = <<G as GameDef>::Rules as Rules>::Event;
/// The setup type of a game.
pub type SetupOf<G> = <<G as GameDef>::Rules as Rules>::Setup;

/// Everything a game supplies to the host. Implemented once per game, in the game's
/// `mod.rs`, by a unit type (`DuelGame`); the registry holds an [`Entry`] of it.
pub trait GameDef: Sized + 'static {
    /// The game's pure rules, with their history sentences and their public face (the
    /// phones' page).
    type Rules: Describe + Public + Tell;
    /// What Deputy remembers of this game between games and changes in Settings: the
    /// options last chosen at Setup (variants, box values) and table preferences (a
    /// caller's tempo). Stored in `settings.json` under the game's name; a missing or
    /// unreadable value gives the default.
    type Prefs: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned;
    /// The table view (the game's `ui` module).
    type View: View<Self>;

    /// The game's tile picture, a PNG (`icons/<game>.png`).
    const ICON_PNG: &'static [u8];
    /// The message id of the one-line description on Home.
    const DESCRIPTION: &'static str;
    /// The game's messages.
    const STRINGS: Strings;
    /// The game's sound files.
    const SOUNDS: SoundSet;
    /// The help panel's sections, in play order.
    const HELP: &'static [HelpSection];
    /// Preferences an older Deputy kept at the top level of `settings.json`: (old field,
    /// field of [`GameDef::Prefs`]). They move under the game when the settings load.
    const LEGACY_PREFS: &'static [(&'static str, &'static str)] = &[];

    /// Builds the setup of a new game from the seating and the options: the draws made
    /// at game start (a shuffled market, a random round deck, a circle order) are drawn
    /// here from `chance` and stored in the setup, which the save's header keeps.
    ///
    /// # Errors
    /// The options cannot make a game (a sentence to show on Setup).
    fn setup(
        seating: Seating,
        prefs: &Self::Prefs,
        chance: &mut dyn Chance,
    ) -> Result<SetupOf<Self>, Message>;

    /// Clears from the remembered preferences what served only the game just started
    /// (a game taken over, entered at Setup), so the next Setup offers a new game.
    fn after_start(prefs: &mut Self::Prefs) {
        let _ = prefs;
    }

    /// The cues of an accepted action's events, given the state before it.
    fn cues(before: &StateOf<Self>, events: &[EventOf<Self>]) -> Vec<Cue>;

    /// The cues played when a new game reaches the table ("prepare your shots").
    fn opening_cues(state: &StateOf<Self>) -> Vec<Cue> {
        let _ = state;
        Vec::new()
    }

    /// An action for random-play tests and fuzzing, legal or not, built from `pick`
    /// (which answers a number in `0..n` for `pick(n)`). It should reach every kind of
    /// action of the game, mostly the plausible ones, so that random play goes deep.
    fn arbitrary_action(
        state: &StateOf<Self>,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> ActionOf<Self>;
}

/// What Home shows of a saved game.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedSummary {
    /// The game.
    pub kind: GameKind,
    /// Players' names in seating order.
    pub players: Vec<String>,
    /// Where the game stands.
    pub summary: Message,
    /// The last history line, if any action was taken.
    pub last: Option<Message>,
    /// Whether the game is over.
    pub over: bool,
}

/// A game as the shell sees it through the registry: object-safe, so one list holds
/// every game. Implemented once, for every [`GameDef`], by [`Entry`].
pub trait Game: Sync {
    /// Which game.
    fn kind(&self) -> GameKind;
    /// The fewest and the most players.
    fn players(&self) -> (usize, usize);
    /// The tile picture (PNG bytes).
    fn icon_png(&self) -> &'static [u8];
    /// The message id of the one-line description.
    fn description(&self) -> &'static str;
    /// The game's messages.
    fn strings(&self) -> Strings;
    /// The game's sounds.
    fn sounds(&self) -> &'static SoundSet;
    /// The help panel's sections.
    fn help(&self) -> &'static [HelpSection];
    /// Preferences an older Deputy kept at the top level of the settings.
    fn legacy_prefs(&self) -> &'static [(&'static str, &'static str)];
    /// Summarises a save's text for Home.
    ///
    /// # Errors
    /// The save cannot be read or replayed.
    fn summarise(&self, text: &str) -> Result<SavedSummary, SaveError>;
    /// Draws the game's options on Setup, editing the remembered preferences (JSON, as
    /// kept in the settings). Returns whether they changed.
    fn options_ui(
        &self,
        ui: &mut egui::Ui,
        i18n: &I18n,
        prefs: &mut serde_json::Value,
        seating: &Seating,
    ) -> bool;
    /// Whether these preferences (JSON, as kept in the settings) take over a game begun
    /// without Deputy: Setup then shows [`DynGame::under_way_ui`] as its second page.
    fn under_way(&self, prefs: &serde_json::Value) -> bool;
    /// Draws Setup's second page, what lies on the table of a game taken over, editing
    /// the preferences (JSON). Returns whether they changed.
    fn under_way_ui(
        &self,
        ui: &mut egui::Ui,
        i18n: &I18n,
        prefs: &mut serde_json::Value,
        seating: &Seating,
    ) -> bool;
    /// What cannot be in the game under way these preferences (JSON) describe, one
    /// sentence each; empty for a new game.
    fn under_way_problems(&self, prefs: &serde_json::Value, seating: &Seating) -> Vec<Message>;
    /// After a game started from these preferences (JSON, as kept in the settings):
    /// clears what served only that game ([`GameDef::after_start`]). Returns whether they
    /// changed.
    fn after_start(&self, prefs: &mut serde_json::Value) -> bool;
    /// Draws the game's own section of Settings, if it has one; `false` if it has none.
    fn has_prefs_ui(&self) -> bool;
    /// Draws the game's section of Settings. Returns whether the preferences changed.
    fn prefs_ui(&self, ui: &mut egui::Ui, i18n: &I18n, prefs: &mut serde_json::Value) -> bool;
    /// Starts a new game: builds the setup (with its draws), creates the save, opens the
    /// table. Returns the table and the cues to play as it opens.
    ///
    /// # Errors
    /// The options or the seating cannot make a game: the sentence to show on Setup.
    fn start(
        &self,
        storage: Option<&Storage>,
        seating: Seating,
        prefs: &serde_json::Value,
        chance: &mut dyn Chance,
    ) -> Result<(Box<dyn Table>, Vec<Cue>), Message>;
    /// Opens a saved game. Returns the table and the 1-based number of an incomplete
    /// last line that was dropped, if any.
    ///
    /// # Errors
    /// [`SaveError::InUse`] when another Deputy window has it open; any other error
    /// when the file cannot be read or replayed.
    fn resume(
        &self,
        storage: &Storage,
        path: &Path,
        prefs: &serde_json::Value,
        chance: &mut dyn Chance,
    ) -> Result<(Box<dyn Table>, Option<usize>), SaveError>;
    /// Opens a saved game to view it only (it is open in another Deputy window): the
    /// table refuses every action and nothing is written. Returns the table and the
    /// 1-based number of an incomplete last line left out, if any.
    ///
    /// # Errors
    /// The file cannot be read or replayed.
    fn view(
        &self,
        storage: &Storage,
        path: &Path,
        prefs: &serde_json::Value,
    ) -> Result<(Box<dyn Table>, Option<usize>), SaveError>;
    /// Plays a fresh game of `players` players (the box's most when `None`) with `steps`
    /// random actions, legal or not (the game's [`GameDef::arbitrary_action`] and the
    /// draws it awaits, from a generator seeded with `seed`), checking as it goes that a
    /// refusal changes nothing, and at the end that a replay of the journal equals the
    /// live state. Returns how many actions were accepted. For tests and fuzzing.
    ///
    /// # Errors
    /// The first broken promise, in words.
    fn random_play(&self, seed: u64, players: Option<usize>, steps: usize)
    -> Result<usize, String>;
    /// The kill drill's child: random play saved after every move ([`drill::drill_play`]).
    ///
    /// # Errors
    /// The setup is refused, the game cannot be saved, or the rules break a promise.
    fn drill_play(
        &self,
        storage: &Storage,
        resume: Option<&Path>,
        seed: u64,
        steps: usize,
        opened: &mut dyn FnMut(&Path),
        saved: &mut dyn FnMut(&str),
    ) -> Result<(), String>;
    /// The kill drill's check of a save against the records acknowledged
    /// ([`drill::drill_check`]). Returns the records in the file.
    ///
    /// # Errors
    /// A record lost or made up, or a state that differs from a live replay.
    fn drill_check(&self, text: &str, acked: &[String]) -> Result<Vec<String>, String>;
    /// Reads a save's text and tells its story ([`crate::core::story::tell`]): the
    /// header (its date) and the story of the actions in effect.
    ///
    /// # Errors
    /// The save cannot be read or replayed.
    fn story(&self, text: &str) -> Result<(save::SaveHeader, Story), SaveError>;
    /// A whole game played at random to its end ([`drill::finished_save`]): its save.
    ///
    /// # Errors
    /// The game is not over after `max_steps` steps, or the rules break a promise.
    fn finished_save(
        &self,
        names: &[&str],
        seed: u64,
        max_steps: usize,
        created_unix_secs: u64,
    ) -> Result<String, String>;
}

/// The registry entry of a game: [`Game`] for any [`GameDef`].
pub struct Entry<G>(PhantomData<fn() -> G>);

impl<G> Entry<G> {
    /// The entry (for `pub static ENTRY: Entry<MyGame> = Entry::new();`).
    #[must_use]
    pub const fn new() -> Self {
        Self(PhantomData)
    }
}

impl<G> Default for Entry<G> {
    fn default() -> Self {
        Self::new()
    }
}

/// The preferences of game `G` from their JSON in the settings (the default if absent
/// or unreadable: an older Deputy's settings never stop a game).
#[must_use]
pub fn prefs_of<G: GameDef>(value: &serde_json::Value) -> G::Prefs {
    if value.is_null() {
        return G::Prefs::default();
    }
    serde_json::from_value(value.clone()).unwrap_or_else(|e| {
        log::warn!("{} preferences ignored: {e}", G::Rules::GAME.slug());
        G::Prefs::default()
    })
}

/// Edits `value` through game `G`'s typed preferences; writes it back when `edit` says
/// it changed something. Returns whether it did.
fn edit_prefs<G: GameDef>(value: &mut serde_json::Value, edit: impl FnOnce(&mut G::Prefs)) -> bool {
    let before = prefs_of::<G>(value);
    let mut prefs = before.clone();
    edit(&mut prefs);
    if prefs == before {
        return false;
    }
    match serde_json::to_value(&prefs) {
        Ok(new) => {
            *value = new;
            true
        }
        Err(e) => {
            log::warn!("preferences not kept: {e}");
            false
        }
    }
}

/// Summarises a journal for Home.
pub fn summary_of<R: Describe>(journal: &Journal<R>) -> SavedSummary {
    SavedSummary {
        kind: R::GAME,
        players: R::player_names(journal.setup()),
        summary: R::summary(journal.state()),
        last: journal
            .history()
            .iter()
            .rev()
            .find_map(|lines| lines.last().cloned()),
        over: R::is_over(journal.state()),
    }
}

impl<G: GameDef> Game for Entry<G> {
    fn kind(&self) -> GameKind {
        G::Rules::GAME
    }

    fn players(&self) -> (usize, usize) {
        G::Rules::PLAYERS
    }

    fn icon_png(&self) -> &'static [u8] {
        G::ICON_PNG
    }

    fn description(&self) -> &'static str {
        G::DESCRIPTION
    }

    fn strings(&self) -> Strings {
        G::STRINGS
    }

    fn sounds(&self) -> &'static SoundSet {
        &G::SOUNDS
    }

    fn help(&self) -> &'static [HelpSection] {
        G::HELP
    }

    fn legacy_prefs(&self) -> &'static [(&'static str, &'static str)] {
        G::LEGACY_PREFS
    }

    fn summarise(&self, text: &str) -> Result<SavedSummary, SaveError> {
        let loaded = save::load::<G::Rules>(text)?;
        Ok(summary_of(&loaded.journal))
    }

    fn options_ui(
        &self,
        ui: &mut egui::Ui,
        i18n: &I18n,
        prefs: &mut serde_json::Value,
        seating: &Seating,
    ) -> bool {
        edit_prefs::<G>(prefs, |p| G::View::options_ui(ui, i18n, p, seating))
    }

    fn under_way(&self, prefs: &serde_json::Value) -> bool {
        G::View::under_way(&prefs_of::<G>(prefs))
    }

    fn under_way_ui(
        &self,
        ui: &mut egui::Ui,
        i18n: &I18n,
        prefs: &mut serde_json::Value,
        seating: &Seating,
    ) -> bool {
        edit_prefs::<G>(prefs, |p| G::View::under_way_ui(ui, i18n, p, seating))
    }

    fn under_way_problems(&self, prefs: &serde_json::Value, seating: &Seating) -> Vec<Message> {
        G::View::under_way_problems(&prefs_of::<G>(prefs), seating)
    }

    fn after_start(&self, prefs: &mut serde_json::Value) -> bool {
        edit_prefs::<G>(prefs, G::after_start)
    }

    fn has_prefs_ui(&self) -> bool {
        G::View::HAS_PREFS_UI
    }

    fn prefs_ui(&self, ui: &mut egui::Ui, i18n: &I18n, prefs: &mut serde_json::Value) -> bool {
        edit_prefs::<G>(prefs, |p| G::View::prefs_ui(ui, i18n, p))
    }

    fn start(
        &self,
        storage: Option<&Storage>,
        seating: Seating,
        prefs: &serde_json::Value,
        chance: &mut dyn Chance,
    ) -> Result<(Box<dyn Table>, Vec<Cue>), Message> {
        let prefs = prefs_of::<G>(prefs);
        let setup = G::setup(seating, &prefs, chance)?;
        let session = Session::<G::Rules>::create(storage, setup).map_err(|r| r.message())?;
        let mut table = GameTable::<G>::new(session, prefs, false);
        let mut cues = G::opening_cues(table.state());
        table.settle(chance, &mut cues);
        table.keep_caption(&cues);
        Ok((Box::new(table), cues))
    }

    fn resume(
        &self,
        storage: &Storage,
        path: &Path,
        prefs: &serde_json::Value,
        chance: &mut dyn Chance,
    ) -> Result<(Box<dyn Table>, Option<usize>), SaveError> {
        let (session, dropped) = Session::<G::Rules>::resume(storage, path)?;
        let mut table = GameTable::<G>::new(session, prefs_of::<G>(prefs), true);
        // A draw the game was waiting for when it was closed (a kill between an action
        // and the deal it called for) is made now.
        table.settle(chance, &mut Vec::new());
        Ok((Box::new(table), dropped))
    }

    fn view(
        &self,
        storage: &Storage,
        path: &Path,
        prefs: &serde_json::Value,
    ) -> Result<(Box<dyn Table>, Option<usize>), SaveError> {
        let (session, dropped) = Session::<G::Rules>::view(storage, path)?;
        let table = GameTable::<G>::new(session, prefs_of::<G>(prefs), true);
        Ok((Box::new(table), dropped))
    }

    fn random_play(
        &self,
        seed: u64,
        players: Option<usize>,
        steps: usize,
    ) -> Result<usize, String> {
        let mut chance = RandChance::seeded(seed);
        let count = players.unwrap_or(G::Rules::PLAYERS.1);
        let setup = G::setup(
            drill::numbered_seating(count),
            &G::Prefs::default(),
            &mut chance,
        )
        .map_err(|m| format!("setup refused: {}", m.id))?;
        let mut journal =
            Journal::<G::Rules>::new(setup.clone()).map_err(|r| format!("start refused: {r:?}"))?;
        let mut accepted = 0;
        for _ in 0..steps {
            let state = journal.state();
            let action = drill::random_step::<G>(state, &mut chance)?;
            let before = state.clone();
            match journal.act(action.clone()) {
                Ok(_) => accepted += 1,
                Err(_) if journal.state() == &before => {}
                Err(_) => return Err(format!("a refusal of {action:?} changed the state")),
            }
        }
        let replayed =
            Journal::<G::Rules>::replay(setup, journal.actions().to_vec(), journal.cursor())
                .map_err(|e| format!("replay refused action {}: {:?}", e.index, e.refusal))?;
        if replayed.state() != journal.state() {
            return Err("the replay differs from the live state".into());
        }
        Ok(accepted)
    }

    fn drill_play(
        &self,
        storage: &Storage,
        resume: Option<&Path>,
        seed: u64,
        steps: usize,
        opened: &mut dyn FnMut(&Path),
        saved: &mut dyn FnMut(&str),
    ) -> Result<(), String> {
        drill::drill_play::<G>(storage, resume, seed, steps, opened, saved)
    }

    fn drill_check(&self, text: &str, acked: &[String]) -> Result<Vec<String>, String> {
        drill::drill_check::<G>(text, acked)
    }

    fn story(&self, text: &str) -> Result<(save::SaveHeader, Story), SaveError> {
        let loaded = save::load::<G::Rules>(text)?;
        let journal = &loaded.journal;
        let story = crate::core::story::tell::<G::Rules>(
            journal.setup(),
            &journal.actions()[..journal.cursor()],
        )
        .map_err(|index| SaveError::BadLine {
            line: index.saturating_add(2),
            reason: "refused on replay".into(),
        })?;
        Ok((loaded.header, story))
    }

    fn finished_save(
        &self,
        names: &[&str],
        seed: u64,
        max_steps: usize,
        created_unix_secs: u64,
    ) -> Result<String, String> {
        drill::finished_save::<G>(names, seed, max_steps, created_unix_secs)
    }
}
