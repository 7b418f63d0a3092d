//! Chance: the random draws of the app shell (first player, caller jitter). Results that
//! matter to a game are stored in its journal, so the rules never draw.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// A source of random draws.
pub trait Chance {
    /// A uniform index in `0..n`; 0 when `n` is 0.
    fn index(&mut self, n: usize) -> usize;
    /// A uniform whole number in `-limit..=limit`.
    fn spread(&mut self, limit: i64) -> i64;
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
