//! What every game's rules provide to the shell, and the list of games.

use std::fmt::Debug;

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use super::chance::{Awaited, Drawn};
use super::message::Message;

/// The five games Deputy knows. The serialised names are the command-line names
/// (`--game duel`) and the `game` field of a save file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// Duel (home-made, 2 to 5 players).
    Duel,
    /// Gnadenlos! (Kosmos, 3 to 4 players).
    Gnadenlos,
    /// Fast West (3 to 8 players).
    FastWest,
    /// Saloon (3 to 6 players).
    Saloon,
    /// Colt Express (2 to 6 players).
    ColtExpress,
}

impl GameKind {
    /// Every game, in the order Home shows them.
    pub const ALL: [GameKind; 5] = [
        Self::Duel,
        Self::Gnadenlos,
        Self::FastWest,
        Self::Saloon,
        Self::ColtExpress,
    ];

    /// The command-line and save-file name (`duel`, `fast-west`, …).
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            Self::Duel => "duel",
            Self::Gnadenlos => "gnadenlos",
            Self::FastWest => "fast-west",
            Self::Saloon => "saloon",
            Self::ColtExpress => "colt-express",
        }
    }

    /// The game whose slug is `name`, if any.
    #[must_use]
    pub fn from_slug(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|g| g.slug() == name)
    }

    /// The game's printed name (the same in every language).
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Self::Duel => "Duel",
            Self::Gnadenlos => "Gnadenlos!",
            Self::FastWest => "Fast West",
            Self::Saloon => "Saloon",
            Self::ColtExpress => "Colt Express",
        }
    }
}

/// The result of one accepted action: the new state and what happened, for the shell
/// to turn into sound cues and captions.
#[derive(Clone, Debug, PartialEq)]
pub struct Applied<S, E> {
    /// The state after the action.
    pub state: S,
    /// What happened, in order.
    pub events: Vec<E>,
}

/// A game's rules: pure functions from a setup and actions to states.
///
/// The shape follows boardgame.io and shakmaty: the stored game is the setup plus the
/// list of actions; an action either yields a new state or a typed refusal, and on
/// refusal nothing changed. Chance results (die faces, shuffles, cards drawn) are part
/// of the actions themselves, so [`Rules::apply`] never needs a random generator and a
/// replay is exact.
pub trait Rules: 'static {
    /// Which game this is.
    const GAME: GameKind;
    /// The fewest and the most players the box allows, inclusive. This is the one place
    /// a game's player count is written: Setup, Home and the seating check read it.
    const PLAYERS: (usize, usize);
    /// Everything fixed before the first action: players, variants, box values.
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// The state of the game between two actions.
    type State: Clone + Debug + PartialEq;
    /// Something a person tells Deputy, or a chance result drawn by the shell.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Something that happened, for cues and captions.
    type Event: Clone + Debug + PartialEq;
    /// Why an action was refused.
    type Refusal: Clone + Debug + PartialEq + Refusal;

    /// The state before any action.
    ///
    /// # Errors
    /// The setup breaks the game's rules (player count, names, colours).
    fn start(setup: &Self::Setup) -> Result<Self::State, Self::Refusal>;

    /// Applies one action.
    ///
    /// # Errors
    /// The action is against the rules in `state`; nothing changes.
    fn apply(
        state: &Self::State,
        action: &Self::Action,
    ) -> Result<Applied<Self::State, Self::Event>, Self::Refusal>;

    /// Whether the game is over (finished games stay on disk for the chronicle).
    fn is_over(state: &Self::State) -> bool;

    /// A one-line summary for the Home screen ("Round 3, Clint and Reno standing").
    fn summary(state: &Self::State) -> Message;

    /// The players' names in seating order.
    fn player_names(setup: &Self::Setup) -> Vec<String>;

    /// The players (names and colours) in seating order: the audio output speaks a
    /// player's name, or says the seat's colour, by seat.
    fn seating(setup: &Self::Setup) -> &crate::core::players::Seating;

    /// The chance result the game waits for now, if any (a die to roll, a deck to deal).
    /// The shell draws it (or the operator types a physical die's face) and records it
    /// with [`Rules::drawn`]; the rules themselves never draw. `None` by default.
    fn awaited(state: &Self::State) -> Option<Awaited> {
        let _ = state;
        None
    }

    /// The action that records a chance result in `state`: a face rolled by Deputy and a
    /// face typed from a physical die give the same action. `None` when `drawn` is not
    /// the shape of what is awaited (a test double's script out of step, say).
    fn drawn(state: &Self::State, drawn: &Drawn) -> Option<Self::Action> {
        let _ = (state, drawn);
        None
    }
}

/// A game's history sentences, kept apart from its rules (each game implements it in
/// its `history.rs`, which reads the rules' types; the rules never read the history).
pub trait Describe: Rules {
    /// The history lines of an accepted action, given the state before it and the events
    /// it produced. Most actions give one line; a resolution may give one per shot.
    fn describe(
        before: &Self::State,
        action: &Self::Action,
        events: &[Self::Event],
    ) -> Vec<Message>;
}

/// A refusal that can explain itself in one sentence.
pub trait Refusal {
    /// The sentence, as a message to translate.
    fn message(&self) -> Message;
}
