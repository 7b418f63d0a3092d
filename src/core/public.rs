//! A game's public face: what the whole table may see, as data. The phones' page
//! (`src/share/`) shows it, and any later export may read it; the desktop table may show
//! more (the operator's peeks).
//!
//! Each game implements [`Public`] beside [`crate::core::game::Describe`], in its
//! `public.rs`: one pure function from its setup and state to a serde view of its own
//! shape (the `view` of the `/TOKEN/events` stream, documented in docs/sharing.md), and one
//! that lays that view out in the page's few shapes ([`Face`]: a status line, a figure
//! shown very large, one card per player with its figures, and boards such as a market
//! grid or a turn order). The page is drawn from the face by one renderer for every
//! game, so adding a game is implementing these two functions.
//!
//! What the table keeps face down never enters a view: a test per game serialises its
//! view and searches it for the hidden values.

use std::fmt::Debug;

use serde::Serialize;

use super::game::Rules;
use super::message::Message;
use super::players::{PlayerColour, Seating};

/// A game's public view and its layout on the phones' page.
pub trait Public: Rules {
    /// The game's public view, in its own shape; serialised as the `view` of each event
    /// of the stream.
    type View: Clone + Debug + PartialEq + Serialize + Send + 'static;

    /// What the whole table may see of `state`: pure. Never holds a value the table
    /// keeps face down, unless `peek`: the operator shows the face-down values to the
    /// whole table (Gnadenlos!'s "Peek at the values"); games without such a switch
    /// ignore it.
    fn public(setup: &Self::Setup, state: &Self::State, peek: bool) -> Self::View;

    /// How the phones' page lays out `view`: pure.
    fn face(view: &Self::View) -> Face;
}

/// A player as every view names them: name, colour and the badge that tells players
/// apart without colour. In a view's JSON its fields sit beside the player's figures
/// (`"name"`, `"colour"`, `"badge"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Seat {
    /// The name.
    pub name: String,
    /// The colour.
    pub colour: PlayerColour,
    /// The initial(s) on the colour badge.
    pub badge: String,
}

impl Seat {
    /// Every player of `seating`, in seating order.
    #[must_use]
    pub fn all(seating: &Seating) -> Vec<Seat> {
        seating
            .players
            .iter()
            .zip(seating.badges())
            .map(|(p, badge)| Seat {
                name: p.name.clone(),
                colour: p.colour,
                badge,
            })
            .collect()
    }
}

/// Text on the page: a message to translate, or words shown as they are (a name, a
/// number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Text {
    /// Shown as it is.
    Plain(String),
    /// Translated into the page's language.
    Message(Message),
}

impl From<Message> for Text {
    fn from(message: Message) -> Self {
        Self::Message(message)
    }
}

impl From<String> for Text {
    fn from(text: String) -> Self {
        Self::Plain(text)
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Self {
        Self::Plain(text.to_owned())
    }
}

/// The colour a piece of the page is drawn in (the page's stylesheet gives each one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tone {
    /// The page's ordinary ink.
    #[default]
    Plain,
    /// Gold, the accent: what to look at now.
    Accent,
    /// Red: a loss, a danger, someone out.
    Danger,
    /// Green: good news, a plain cactus.
    Good,
    /// Greyed: nothing there, or not in play.
    Muted,
}

/// The page's layout of a game at one moment.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Face {
    /// Where the game stands, in a few words each ("Round 2", "Shooting").
    pub status: Vec<Message>,
    /// The figure of the moment, shown very large (Duel's tier, Fast West's last card).
    pub spotlight: Option<Spotlight>,
    /// Whose turn it is (player indices: a player of two bandits has two), framed on
    /// the page.
    pub turn: Vec<usize>,
    /// One line under the spotlight: who does what now ("Cid attacks").
    pub prompt: Option<Message>,
    /// The players, in seating order.
    pub players: Vec<PlayerFace>,
    /// Boards after the players: a market grid, a turn order, the final standings.
    pub sections: Vec<Section>,
}

/// The figure shown very large.
#[derive(Clone, Debug, PartialEq)]
pub struct Spotlight {
    /// What it is ("Tier", "Last card: Ann").
    pub label: Message,
    /// The figure itself ("4", "SHERIFF").
    pub value: Text,
    /// Its colour.
    pub tone: Tone,
}

/// One player's card on the page.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerFace {
    /// The player's name.
    pub name: String,
    /// The player's colour.
    pub colour: PlayerColour,
    /// The initial(s) that tell the player apart without colour.
    pub badge: String,
    /// A second line under the name (Colt Express: the bandit played).
    pub detail: Option<Text>,
    /// Out of the game (dead, knocked out): drawn dimmed.
    pub out: bool,
    /// Statuses, shown as small tags ("Hat lost", "Stunned").
    pub tags: Vec<Tag>,
    /// The key figures, large.
    pub figures: Vec<Figure>,
    /// A track of boxes (Saloon's KO track), if the game has one.
    pub meter: Option<Meter>,
}

impl PlayerFace {
    /// A player's card: name, colour and badge, nothing else yet.
    #[must_use]
    pub fn new(seat: &Seat) -> Self {
        Self {
            name: seat.name.clone(),
            colour: seat.colour,
            badge: seat.badge.clone(),
            detail: None,
            out: false,
            tags: Vec::new(),
            figures: Vec::new(),
            meter: None,
        }
    }
}

/// A status tag.
#[derive(Clone, Debug, PartialEq)]
pub struct Tag {
    /// The words.
    pub text: Message,
    /// The colour.
    pub tone: Tone,
}

impl Tag {
    /// A tag in a tone.
    #[must_use]
    pub fn new(text: Message, tone: Tone) -> Self {
        Self { text, tone }
    }
}

/// A key figure: a small label over a large value.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// The label ("Bullets").
    pub label: Message,
    /// The value ("4", "4/6"), or a message when it is written in the page's language
    /// (an amount of money: "$1250", « 1250 $ »).
    pub value: Text,
}

impl Figure {
    /// A figure from a label id and a value.
    #[must_use]
    pub fn new(label: &'static str, value: impl ToString) -> Self {
        Self {
            label: Message::new(label),
            value: Text::Plain(value.to_string()),
        }
    }

    /// A figure whose value is written in the page's language (`value`: a message, such
    /// as an amount of dollars in the game's own format, the one the laptop shows).
    #[must_use]
    pub fn message(label: &'static str, value: Message) -> Self {
        Self {
            label: Message::new(label),
            value: Text::Message(value),
        }
    }

    /// A figure out of a maximum ("2/3").
    #[must_use]
    pub fn of(label: &'static str, value: impl ToString, max: impl ToString) -> Self {
        Self::new(label, format!("{}/{}", value.to_string(), max.to_string()))
    }
}

/// A track of `max` boxes, `value` of them full.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Meter {
    /// Full boxes.
    pub value: u32,
    /// All boxes.
    pub max: u32,
}

/// A board after the players.
#[derive(Clone, Debug, PartialEq)]
pub enum Section {
    /// A grid of cells, drawn row by row (Gnadenlos!'s market).
    Grid {
        /// The board's title.
        title: Message,
        /// Column headings.
        columns: Vec<String>,
        /// Rows of cells; `None` is an empty place.
        rows: Vec<Vec<Option<Cell>>>,
    },
    /// A list of lines (a turn order, the standings).
    List {
        /// The board's title.
        title: Message,
        /// The lines, in order.
        items: Vec<Item>,
    },
}

/// A card in a grid: whose it is (a player index: colour and badge) and, if shown, its
/// value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The owner's player index.
    pub owner: usize,
    /// The value, only where the table sees it.
    pub value: Option<String>,
}

/// A line of a list.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// The player it is about (colour and badge shown before the text), if any.
    pub player: Option<usize>,
    /// The words.
    pub text: Text,
    /// The line of the moment (the current player of a turn order), highlighted.
    pub current: bool,
}
