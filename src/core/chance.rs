//! Chance results as data: what a game waits for ([`Draw`]) and what was drawn
//! ([`Drawn`]).
//!
//! The rules never draw. They say what they wait for through
//! [`crate::core::game::Rules::awaited`]; the shell draws it with its chance service (or
//! the operator types the face of a physical die) and the result goes into an action or
//! into the setup, so a replay of the journal never consults a random generator (as in
//! OpenSpiel, where a chance outcome is an action of the history).

use serde::{Deserialize, Serialize};

use super::pips::DieFace;

/// A kind of random draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Draw {
    /// One six-sided die.
    Die,
    /// A whole number from `min` to `max` inclusive (a roulette number, 1 to 8).
    Number {
        /// The lowest number.
        min: u32,
        /// The highest number.
        max: u32,
    },
    /// A shuffled order of `len` things: a permutation of `0..len`.
    Shuffle {
        /// How many things are shuffled.
        len: usize,
    },
    /// `take` different things out of `of`, in the order drawn (indices into `0..of`).
    Sample {
        /// How many there are to draw from.
        of: usize,
        /// How many are drawn (at most `of`).
        take: usize,
    },
    /// Several independent shuffles at once (a deck, then each player's pile): one
    /// permutation of `0..len` per entry.
    Shuffles {
        /// The length of each shuffle.
        lens: Vec<usize>,
    },
}

/// A drawn result, the answer to a [`Draw`] of the same shape.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Drawn {
    /// A die face ([`Draw::Die`]).
    Die(DieFace),
    /// A number ([`Draw::Number`]).
    Number(u32),
    /// Indices in drawn order ([`Draw::Shuffle`], [`Draw::Sample`]).
    Order(Vec<usize>),
    /// One order per shuffle ([`Draw::Shuffles`]).
    Orders(Vec<Vec<usize>>),
}

impl Draw {
    /// Whether `drawn` has the shape this draw asks for: a number in range, a real
    /// permutation, distinct indices in range.
    #[must_use]
    pub fn fits(&self, drawn: &Drawn) -> bool {
        match (self, drawn) {
            (Self::Die, Drawn::Die(_)) => true,
            (Self::Number { min, max }, Drawn::Number(n)) => (min..=max).contains(&n),
            (Self::Shuffle { len }, Drawn::Order(order)) => is_permutation(order, *len),
            (Self::Sample { of, take }, Drawn::Order(order)) => {
                order.len() == (*take).min(*of) && distinct_below(order, *of)
            }
            (Self::Shuffles { lens }, Drawn::Orders(orders)) => {
                lens.len() == orders.len()
                    && lens
                        .iter()
                        .zip(orders)
                        .all(|(&len, order)| is_permutation(order, len))
            }
            _ => false,
        }
    }
}

/// Whether `order` holds each of `0..len` exactly once.
#[must_use]
pub fn is_permutation(order: &[usize], len: usize) -> bool {
    order.len() == len && distinct_below(order, len)
}

/// Whether every index is below `bound` and none repeats.
fn distinct_below(order: &[usize], bound: usize) -> bool {
    let mut seen = vec![false; bound];
    order
        .iter()
        .all(|&i| i < bound && !std::mem::replace(&mut seen[i], true))
}

/// What a game waits for, and who draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Awaited {
    /// The draw.
    pub draw: Draw,
    /// `true`: the shell draws at once, with no one asking (a new round's deal).
    /// `false`: the draw waits for the operator, who asks Deputy to draw it (Space on a
    /// die) or enters the result of a physical draw (a die face typed 1 to 6).
    pub automatic: bool,
}

impl Awaited {
    /// A draw the operator triggers (or enters by hand).
    #[must_use]
    pub fn on_request(draw: Draw) -> Self {
        Self {
            draw,
            automatic: false,
        }
    }

    /// A draw the shell makes at once.
    #[must_use]
    pub fn at_once(draw: Draw) -> Self {
        Self {
            draw,
            automatic: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_are_checked() {
        assert!(Draw::Shuffle { len: 3 }.fits(&Drawn::Order(vec![2, 0, 1])));
        assert!(!Draw::Shuffle { len: 3 }.fits(&Drawn::Order(vec![2, 2, 1])));
        assert!(!Draw::Shuffle { len: 3 }.fits(&Drawn::Order(vec![0, 1])));
        assert!(Draw::Sample { of: 5, take: 2 }.fits(&Drawn::Order(vec![4, 1])));
        assert!(!Draw::Sample { of: 5, take: 2 }.fits(&Drawn::Order(vec![5, 1])));
        assert!(Draw::Number { min: 1, max: 8 }.fits(&Drawn::Number(8)));
        assert!(!Draw::Number { min: 1, max: 8 }.fits(&Drawn::Number(9)));
        assert!(!Draw::Die.fits(&Drawn::Number(3)));
        let lens = vec![2, 1];
        assert!(
            Draw::Shuffles { lens: lens.clone() }.fits(&Drawn::Orders(vec![vec![1, 0], vec![0]]))
        );
        assert!(!Draw::Shuffles { lens }.fits(&Drawn::Orders(vec![vec![1, 0]])));
    }
}
