//! Property-based fuzzing, bounded for the test suite (proptest's 256 cases by default;
//! `PROPTEST_CASES=20000 cargo test --release --test fuzz` for a longer run, see
//! docs/saves.md): the save loader of every registered game against mutated saves, and every
//! game's rules against random action sequences.

use std::path::Path;

use deputy::core::save;
use deputy::games::GAMES;
use deputy::host::Game;
use deputy::services::storage::Storage;
use proptest::prelude::*;

/// A real save of `game`: `steps` random moves played and saved as Deputy saves.
fn save_of(game: &dyn Game, seed: u64, steps: usize) -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    let mut path = None;
    game.drill_play(
        &storage,
        None,
        seed,
        steps,
        &mut |p: &Path| path = Some(p.to_path_buf()),
        &mut |_| {},
    )
    .expect("random play");
    std::fs::read_to_string(path.expect("a save")).expect("read")
}

/// One change to a file's bytes.
#[derive(Clone, Debug)]
enum Mutation {
    /// XOR the byte at this position (modulo the length) with this mask.
    Flip(usize, u8),
    /// Cut the file at this position.
    Truncate(usize),
    /// Insert these bytes at this position.
    Insert(usize, Vec<u8>),
    /// Delete the line with this index.
    DeleteLine(usize),
    /// Repeat the line with this index.
    RepeatLine(usize),
    /// Swap two lines.
    SwapLines(usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 1u8..=255).prop_map(|(at, mask)| Mutation::Flip(at, mask)),
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), prop::collection::vec(any::<u8>(), 1..12))
            .prop_map(|(at, bytes)| Mutation::Insert(at, bytes)),
        any::<usize>().prop_map(Mutation::DeleteLine),
        any::<usize>().prop_map(Mutation::RepeatLine),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
    ]
}

fn mutate(bytes: &mut Vec<u8>, mutation: &Mutation) {
    let mut lines: Vec<Vec<u8>> = bytes
        .split_inclusive(|&b| b == b'\n')
        .map(<[u8]>::to_vec)
        .collect();
    match mutation {
        Mutation::Flip(at, mask) => {
            if !bytes.is_empty() {
                let at = at % bytes.len();
                bytes[at] ^= mask;
            }
            return;
        }
        Mutation::Truncate(at) => {
            bytes.truncate(at % (bytes.len() + 1));
            return;
        }
        Mutation::Insert(at, new) => {
            let at = at % (bytes.len() + 1);
            bytes.splice(at..at, new.iter().copied());
            return;
        }
        _ if lines.is_empty() => return,
        Mutation::DeleteLine(i) => {
            lines.remove(i % lines.len());
        }
        Mutation::RepeatLine(i) => {
            let line = lines[i % lines.len()].clone();
            lines.insert(i % lines.len(), line);
        }
        Mutation::SwapLines(a, b) => {
            let n = lines.len();
            lines.swap(a % n, b % n);
        }
    }
    *bytes = lines.concat();
}

proptest! {
    /// Any mutation of a real save of any game: the loader answers (a summary or a
    /// reason), never panics; a save that still loads replays to a state it can
    /// summarise again identically.
    #[test]
    fn the_save_loader_of_every_game_answers_any_mutated_file(
        game_index in any::<usize>(),
        seed in any::<u64>(),
        steps in 0usize..120,
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let game = GAMES[game_index % GAMES.len()];
        let mut bytes = save_of(game, seed, steps).into_bytes();
        for m in &mutations {
            mutate(&mut bytes, m);
        }
        let Ok(text) = String::from_utf8(bytes) else {
            // Not text: Storage::read_save refuses it before the loader (tests/bad_saves.rs).
            return Ok(());
        };
        let _ = save::read_header(&text);
        for any in GAMES {
            let first = any.summarise(&text);
            let second = any.summarise(&text);
            prop_assert_eq!(first, second, "the loader is not deterministic");
        }
    }

    /// Every game's rules under random action sequences (legal and not, draws included):
    /// a refusal changes nothing and the journal replayed equals the live state.
    #[test]
    fn every_game_keeps_its_promises_under_random_play(
        game_index in any::<usize>(),
        seed in any::<u64>(),
        players in any::<usize>(),
        steps in 0usize..400,
    ) {
        let game = GAMES[game_index % GAMES.len()];
        let (least, most) = game.players();
        let players = least + players % (most - least + 1);
        let played = game.random_play(seed, Some(players), steps);
        prop_assert!(played.is_ok(), "{}: {:?}", game.kind().slug(), played);
    }
}
