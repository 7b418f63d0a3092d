//! A value from 1 to 6: a die face, or a low playing card (ace to six).

use serde::{Deserialize, Serialize};

/// A number of pips from 1 to 6 inclusive.
///
/// Used for a die face (« face de dé ») and for Duel's cards, which run from the ace
/// (1) to the six once every card above six is removed from the deck. The value can
/// only be built through [`Pips::new`] or `TryFrom<u8>`, so an out-of-range face never
/// reaches the rules. In JSON it is a plain number; a number outside 1 to 6 is a
/// deserialisation error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Pips(u8);

/// A die face, 1 to 6.
pub type DieFace = Pips;

/// The error for a number that is not between 1 and 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not between 1 and 6")]
pub struct OutOfRange(pub u8);

impl Pips {
    /// The lowest value, 1 (an ace).
    pub const MIN: Pips = Pips(1);
    /// The highest value, 6.
    pub const MAX: Pips = Pips(6);

    /// Builds a value from a number; `None` unless `1 <= value <= 6`.
    #[must_use]
    pub const fn new(value: u8) -> Option<Self> {
        if value >= 1 && value <= 6 {
            Some(Self(value))
        } else {
            None
        }
    }

    /// The number of pips, 1 to 6.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// All six values in ascending order.
    pub fn all() -> impl DoubleEndedIterator<Item = Pips> {
        (1..=6).map(Pips)
    }
}

impl TryFrom<u8> for Pips {
    type Error = OutOfRange;

    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Self::new(value).ok_or(OutOfRange(value))
    }
}

impl From<Pips> for u8 {
    fn from(value: Pips) -> Self {
        value.0
    }
}

impl std::fmt::Display for Pips {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_to_six_are_faces() {
        assert_eq!(Pips::new(0), None);
        assert_eq!(Pips::new(7), None);
        assert_eq!(
            Pips::all().map(Pips::get).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5, 6]
        );
    }

    #[test]
    fn json_refuses_out_of_range() {
        assert!(serde_json::from_str::<Pips>("7").is_err());
        assert_eq!(serde_json::from_str::<Pips>("3").ok(), Pips::new(3));
    }
}
