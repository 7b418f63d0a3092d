//! The generic side of a game's public face: a table's [`Snapshot`] for the sharing
//! service, taken the same way for every game from its [`Public`] implementation.

use crate::core::game::GameKind;
use crate::core::public::{Face, Public};

/// A table's public face at one moment: the game, its view as JSON and its layout.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The game.
    pub game: GameKind,
    /// The game's public view ([`Public::View`]) as JSON.
    pub view: serde_json::Value,
    /// The page's layout of it.
    pub face: Face,
}

/// The public face of `state` (see [`Public::public`]; `peek`: the operator shows the
/// face-down values to the whole table).
#[must_use]
pub fn snapshot<R: Public>(setup: &R::Setup, state: &R::State, peek: bool) -> Snapshot {
    let view = R::public(setup, state, peek);
    let face = R::face(&view);
    let view = serde_json::to_value(&view).unwrap_or_else(|e| {
        log::error!("{} public view not serialised: {e}", R::GAME.slug());
        serde_json::Value::Null
    });
    Snapshot {
        game: R::GAME,
        view,
        face,
    }
}
