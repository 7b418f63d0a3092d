//! The finished games kept as fixtures (`tests/fixtures/finished/<game>.jsonl`): one
//! whole game of each game, played at random through the library's own actions
//! (`Game::finished_save`) to its end, one evening of 20 November 2026. The names vary
//! in case from game to game, as a table types them ("ann", "ANN"), for "Our table".

use std::path::{Path, PathBuf};

use deputy::core::game::GameKind;

/// One fixture: the game, its players in seating order, the seed of its random play
/// and when it was created (seconds since the Unix epoch).
pub struct Fixture {
    /// The game.
    pub kind: GameKind,
    /// The players, in seating order.
    pub names: &'static [&'static str],
    /// The random play's seed.
    pub seed: u64,
    /// The save header's date.
    pub created_unix_secs: u64,
}

/// 2026-11-20 19:00 UTC.
const EVENING: u64 = 1_795_201_200;

/// The five fixtures, in registry order, 40 minutes apart.
pub const FIXTURES: [Fixture; 5] = [
    Fixture {
        kind: GameKind::Duel,
        names: &["Ann", "Bob", "Cid"],
        seed: 0,
        created_unix_secs: EVENING,
    },
    Fixture {
        kind: GameKind::Gnadenlos,
        names: &["ann", "Bob", "Dee", "Eve"],
        seed: 0,
        created_unix_secs: EVENING + 2400,
    },
    Fixture {
        kind: GameKind::FastWest,
        names: &["ANN", "Bob", "Cid", "Flo"],
        seed: 0,
        created_unix_secs: EVENING + 4800,
    },
    Fixture {
        kind: GameKind::Saloon,
        names: &["Ann", "cid", "Dee", "Gus"],
        seed: 0,
        created_unix_secs: EVENING + 7200,
    },
    Fixture {
        kind: GameKind::ColtExpress,
        names: &["Ann", "Bob", "Eve", "Gus"],
        seed: 0,
        created_unix_secs: EVENING + 9600,
    },
];

/// The most random steps a fixture's game may take to end.
pub const MAX_STEPS: usize = 50_000;

/// The fixtures' folder.
pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/finished")
}

impl Fixture {
    /// The fixture's file.
    pub fn path(&self) -> PathBuf {
        dir().join(format!("{}.jsonl", self.kind.slug()))
    }

    /// The save the library builds for this fixture now.
    ///
    /// # Panics
    /// The game is not registered or does not end.
    pub fn build(&self) -> String {
        deputy::games::find(self.kind)
            .expect("a registered game")
            .finished_save(self.names, self.seed, MAX_STEPS, self.created_unix_secs)
            .unwrap_or_else(|e| panic!("{}: {e}", self.kind.slug()))
    }

    /// The fixture's text as kept in the repository.
    ///
    /// # Panics
    /// The file is missing.
    pub fn text(&self) -> String {
        std::fs::read_to_string(self.path()).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (run the ignored test regenerate_fixtures)",
                self.path().display()
            )
        })
    }

    /// Copies the fixture into data directory `data` as a save (`games/<game>.jsonl`).
    ///
    /// # Panics
    /// The copy fails.
    pub fn install(&self, data: &Path) -> PathBuf {
        let games = data.join("games");
        std::fs::create_dir_all(&games).expect("games folder");
        let to = games.join(format!("{}.jsonl", self.kind.slug()));
        std::fs::write(&to, self.text()).expect("copy a fixture");
        to
    }
}
