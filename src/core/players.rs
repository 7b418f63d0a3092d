//! Players around the table: names, colours and seating order.

use serde::{Deserialize, Serialize};

use super::message::Message;

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 20;

/// A player's colour. The eight colours are chosen to differ in lightness as well as in
/// hue; the UI also shows every player's initial, so colour is never the only cue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerColour {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Yellow.
    Yellow,
    /// Green.
    Green,
    /// Purple.
    Purple,
    /// Orange.
    Orange,
    /// White.
    White,
    /// Black.
    Black,
}

impl PlayerColour {
    /// Every colour, in the order Setup offers them.
    pub const ALL: [PlayerColour; 8] = [
        Self::Red,
        Self::Blue,
        Self::Yellow,
        Self::Green,
        Self::Purple,
        Self::Orange,
        Self::White,
        Self::Black,
    ];

    /// The message id of the colour's name.
    #[must_use]
    pub fn message_id(self) -> &'static str {
        match self {
            Self::Red => "colour-red",
            Self::Blue => "colour-blue",
            Self::Yellow => "colour-yellow",
            Self::Green => "colour-green",
            Self::Purple => "colour-purple",
            Self::Orange => "colour-orange",
            Self::White => "colour-white",
            Self::Black => "colour-black",
        }
    }
}

/// One player: a name and a colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The name shown everywhere, 1 to [`MAX_NAME_CHARS`] characters, trimmed.
    pub name: String,
    /// The player's colour, distinct from every other player's.
    pub colour: PlayerColour,
}

/// The players in seating order (clockwise) and the first player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    /// Players in clockwise order.
    pub players: Vec<Player>,
    /// Index into `players` of the first player (picked by hand or at random).
    pub first: usize,
}

/// Why a seating cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatingError {
    /// Fewer players than the game needs.
    TooFew {
        /// The game's minimum.
        min: usize,
    },
    /// More players than the game allows.
    TooMany {
        /// The game's maximum.
        max: usize,
    },
    /// A player has no name (1-based seat number).
    EmptyName {
        /// 1-based seat.
        seat: usize,
    },
    /// A name is longer than [`MAX_NAME_CHARS`].
    NameTooLong {
        /// 1-based seat.
        seat: usize,
    },
    /// Two players share a name (compared without case).
    SameName {
        /// The repeated name.
        name: String,
    },
    /// Two players share a colour.
    SameColour {
        /// The second seat (1-based) using it.
        seat: usize,
    },
    /// The first player is not one of the players.
    NoFirstPlayer,
}

impl SeatingError {
    /// The sentence that explains the problem, as a message.
    #[must_use]
    pub fn message(&self) -> Message {
        match self {
            Self::TooFew { min } => Message::new("seating-too-few").number("min", *min as i64),
            Self::TooMany { max } => Message::new("seating-too-many").number("max", *max as i64),
            Self::EmptyName { seat } => {
                Message::new("seating-empty-name").number("seat", *seat as i64)
            }
            Self::NameTooLong { seat } => Message::new("seating-name-too-long")
                .number("seat", *seat as i64)
                .number("max", MAX_NAME_CHARS as i64),
            Self::SameName { name } => Message::new("seating-same-name").text("name", name),
            Self::SameColour { seat } => {
                Message::new("seating-same-colour").number("seat", *seat as i64)
            }
            Self::NoFirstPlayer => Message::new("seating-no-first-player"),
        }
    }
}

impl Seating {
    /// Players with these names, coloured in the order of [`PlayerColour::ALL`], the
    /// first one first (a quick seating for tests, benchmarks and examples).
    ///
    /// # Panics
    /// More names than colours (8).
    #[must_use]
    pub fn from_names(names: &[&str]) -> Self {
        assert!(names.len() <= PlayerColour::ALL.len(), "at most 8 players");
        Self {
            players: names
                .iter()
                .zip(PlayerColour::ALL)
                .map(|(name, colour)| Player {
                    name: (*name).to_owned(),
                    colour,
                })
                .collect(),
            first: 0,
        }
    }

    /// Checks the seating for a game that takes `min..=max` players.
    ///
    /// # Errors
    /// The first problem found, in seat order: count, empty or long names, repeated
    /// names, repeated colours, a first player out of range.
    pub fn validate(&self, min: usize, max: usize) -> Result<(), SeatingError> {
        let n = self.players.len();
        if n < min {
            return Err(SeatingError::TooFew { min });
        }
        if n > max {
            return Err(SeatingError::TooMany { max });
        }
        for (i, p) in self.players.iter().enumerate() {
            let seat = i + 1;
            let name = p.name.trim();
            if name.is_empty() {
                return Err(SeatingError::EmptyName { seat });
            }
            if name.chars().count() > MAX_NAME_CHARS {
                return Err(SeatingError::NameTooLong { seat });
            }
            for other in &self.players[..i] {
                if other.name.trim().to_lowercase() == name.to_lowercase() {
                    return Err(SeatingError::SameName {
                        name: name.to_owned(),
                    });
                }
                if other.colour == p.colour {
                    return Err(SeatingError::SameColour { seat });
                }
            }
        }
        if self.first >= n {
            return Err(SeatingError::NoFirstPlayer);
        }
        Ok(())
    }

    /// The badges that tell players apart without colour: the first letter of each name,
    /// or the first two letters where two names share the first, in seat order.
    #[must_use]
    pub fn badges(&self) -> Vec<String> {
        badges(self.players.iter().map(|p| p.name.as_str()))
    }
}

/// The badge of each name (see [`Seating::badges`]).
pub fn badges<'a>(names: impl Iterator<Item = &'a str> + Clone) -> Vec<String> {
    let prefix = |name: &str, len: usize| -> String {
        name.trim()
            .chars()
            .take(len)
            .collect::<String>()
            .to_uppercase()
    };
    names
        .clone()
        .map(|name| {
            let one = prefix(name, 1);
            let clash = names
                .clone()
                .filter(|other| prefix(other, 1) == one)
                .count()
                > 1;
            if clash { prefix(name, 2) } else { one }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(names: &[&str]) -> Seating {
        Seating::from_names(names)
    }

    #[test]
    fn seating_refuses_repeated_names_and_colours() {
        assert_eq!(
            seat(&["Clint", "clint "]).validate(2, 5),
            Err(SeatingError::SameName {
                name: "clint".into()
            })
        );
        let mut s = seat(&["Clint", "Reno"]);
        s.players[1].colour = s.players[0].colour;
        assert_eq!(s.validate(2, 5), Err(SeatingError::SameColour { seat: 2 }));
        assert_eq!(
            seat(&["Clint"]).validate(2, 5),
            Err(SeatingError::TooFew { min: 2 })
        );
        assert_eq!(
            seat(&["Clint", " "]).validate(2, 5),
            Err(SeatingError::EmptyName { seat: 2 })
        );
        assert_eq!(seat(&["Clint", "Reno"]).validate(2, 5), Ok(()));
    }

    #[test]
    fn badges_grow_when_initials_clash() {
        assert_eq!(
            seat(&["Clint", "Calamity", "Reno"]).badges(),
            ["CL", "CA", "R"]
        );
    }
}
