//! Chance: the random draws of the app shell (die rolls, shuffles, samples, the first
//! player, the caller's jitter). Results that matter to a game are stored in its journal
//! (in an action or in the setup), so the rules never draw.

use std::collections::VecDeque;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::core::chance::{Draw, Drawn};
use crate::core::pips::DieFace;

/// A source of random draws.
pub trait Chance {
    /// A uniform index in `0..n`; 0 when `n` is 0.
    fn index(&mut self, n: usize) -> usize;

    /// A uniform whole number in `-limit..=limit`.
    fn spread(&mut self, limit: i64) -> i64;

    /// Draws what `draw` asks for, built on [`Chance::index`]: a die face, a number, a
    /// uniform shuffle (Fisher–Yates), a sample without replacement.
    fn draw(&mut self, draw: &Draw) -> Drawn {
        match draw {
            Draw::Die => {
                let face = u8::try_from(self.index(6)).unwrap_or(0) + 1;
                Drawn::Die(DieFace::new(face).unwrap_or(DieFace::MIN))
            }
            Draw::Number { min, max } => {
                let span = usize::try_from(max.saturating_sub(*min)).unwrap_or(0);
                let offset = u32::try_from(self.index(span + 1)).unwrap_or(0);
                Drawn::Number(min + offset)
            }
            Draw::Shuffle { len } => Drawn::Order(shuffled(self, *len, *len)),
            Draw::Sample { of, take } => Drawn::Order(shuffled(self, *of, *take)),
            Draw::Shuffles { lens } => {
                Drawn::Orders(lens.iter().map(|&len| shuffled(self, len, len)).collect())
            }
        }
    }
}

/// The first `take` items of a uniform shuffle of `0..len` (a partial Fisher–Yates).
fn shuffled<C: Chance + ?Sized>(chance: &mut C, len: usize, take: usize) -> Vec<usize> {
    let mut items: Vec<usize> = (0..len).collect();
    let take = take.min(len);
    for i in 0..take {
        let j = i + chance.index(len - i);
        items.swap(i, j);
    }
    items.truncate(take);
    items
}

/// Draws from `rand`'s standard generator, seeded from the system or from a number.
#[derive(Debug)]
pub struct RandChance {
    rng: StdRng,
}

impl RandChance {
    /// Seeded from the operating system.
    #[must_use]
    pub fn from_system() -> Self {
        Self {
            rng: rand::make_rng(),
        }
    }

    /// Seeded from a number: the same seed gives the same draws (tests).
    #[must_use]
    pub fn seeded(seed: u64) -> Self {
        Self {
            rng: StdRng::seed_from_u64(seed),
        }
    }
}

impl Chance for RandChance {
    fn index(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            self.rng.random_range(0..n)
        }
    }

    fn spread(&mut self, limit: i64) -> i64 {
        let limit = limit.abs();
        self.rng.random_range(-limit..=limit)
    }
}

/// A test double that returns given results in order: each [`Chance::draw`] takes the
/// next scripted [`Drawn`]; [`Chance::index`] takes the next scripted index. When a
/// script runs out, or the next result does not fit the draw, it falls back to a seeded
/// generator, so a test never hangs; [`ScriptedChance::missed`] counts those fallbacks so
/// a test can assert that its script was followed.
#[derive(Debug)]
pub struct ScriptedChance {
    draws: VecDeque<Drawn>,
    indices: VecDeque<usize>,
    fallback: RandChance,
    missed: usize,
}

impl ScriptedChance {
    /// A double that answers draws with `draws`, in order.
    #[must_use]
    pub fn new(draws: impl IntoIterator<Item = Drawn>) -> Self {
        Self {
            draws: draws.into_iter().collect(),
            indices: VecDeque::new(),
            fallback: RandChance::seeded(0),
            missed: 0,
        }
    }

    /// Die faces, in order (each must be 1 to 6; others are skipped).
    #[must_use]
    pub fn dice(faces: &[u8]) -> Self {
        Self::new(
            faces
                .iter()
                .filter_map(|&f| DieFace::new(f))
                .map(Drawn::Die),
        )
    }

    /// Also answers [`Chance::index`] with `indices`, in order.
    #[must_use]
    pub fn with_indices(mut self, indices: impl IntoIterator<Item = usize>) -> Self {
        self.indices = indices.into_iter().collect();
        self
    }

    /// Appends results to the script.
    pub fn push(&mut self, drawn: Drawn) {
        self.draws.push_back(drawn);
    }

    /// How many draws were not answered from the script.
    #[must_use]
    pub fn missed(&self) -> usize {
        self.missed
    }

    /// How many scripted draws are left.
    #[must_use]
    pub fn left(&self) -> usize {
        self.draws.len()
    }
}

impl Chance for ScriptedChance {
    fn index(&mut self, n: usize) -> usize {
        match self.indices.pop_front() {
            Some(i) if i < n.max(1) => i,
            _ => {
                self.missed += 1;
                self.fallback.index(n)
            }
        }
    }

    fn spread(&mut self, _limit: i64) -> i64 {
        0
    }

    fn draw(&mut self, draw: &Draw) -> Drawn {
        match self.draws.front() {
            Some(next) if draw.fits(next) => self.draws.pop_front().unwrap_or(Drawn::Number(0)),
            _ => {
                self.missed += 1;
                self.fallback.draw(draw)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_draw_fits_its_request() {
        let mut chance = RandChance::seeded(7);
        for draw in [
            Draw::Die,
            Draw::Number { min: 1, max: 8 },
            Draw::Shuffle { len: 32 },
            Draw::Sample { of: 14, take: 2 },
            Draw::Shuffles {
                lens: vec![32, 8, 8],
            },
        ] {
            for _ in 0..50 {
                let drawn = chance.draw(&draw);
                assert!(draw.fits(&drawn), "{draw:?} gave {drawn:?}");
            }
        }
    }

    #[test]
    fn a_script_is_followed_in_order() {
        let mut chance = ScriptedChance::dice(&[6, 2, 2, 5]);
        let faces: Vec<Drawn> = (0..4).map(|_| chance.draw(&Draw::Die)).collect();
        assert_eq!(
            faces,
            [6, 2, 2, 5].map(|f| Drawn::Die(DieFace::new(f).expect("face")))
        );
        assert_eq!(chance.missed(), 0);
        let _ = chance.draw(&Draw::Die);
        assert_eq!(chance.missed(), 1, "past the script: a fallback, counted");
    }
}
