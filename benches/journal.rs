//! One action, undo, and resume, on long journals (`shared/spec/performance.md`).
//!
//! - **one action at 10,000 actions**: `Session::act` of the next legal action (rules,
//!   history line, autosave append with `sync_data`) on a saved duel whose journal
//!   already holds 10,000 actions, and the same at 100 actions to show the cost does not
//!   depend on the length. Each timed action is undone afterwards (untimed), so the
//!   length stays put. The timed action is the first tier call at or after 100 and
//!   10,000 actions. Also `Session::undo` (redone afterwards, untimed), and the action
//!   without a save file (pure compute). Target: under 1 ms median, independent of length.
//! - **resume**: `save::load::<Duel>` of a 10,000-action save's text, and
//!   `Session::resume` (read the file, replay, reopen it for appending). Target: under
//!   50 ms.
//!
//! The duel is a scripted one that never ends (shots that miss, reloads): see
//! `benches/common/mod.rs`. Save files go in a temporary directory inside the target
//! directory, on a real disk, so `sync_data` really reaches it.
//!
//! Run: `cargo bench --bench journal`.

mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use deputy::core::save;
use deputy::games::duel::rules::{Duel, DuelAction};
use deputy::services::storage::Storage;
use deputy::session::Session;

use common::{scripted, temp_dir, write_save};

const LENGTHS: [usize; 2] = [100, 10_000];

fn one_action(c: &mut Criterion) {
    let dir = temp_dir();
    let storage = Storage::open(dir.path()).expect("storage");
    println!(
        "saves in {} ({})",
        dir.path().display(),
        common::fs_type(dir.path())
    );

    let mut group = c.benchmark_group("one action");
    // The same kind of action at both lengths: the first tier call at or after each.
    let (all, _) = scripted(2, LENGTHS[1] + 100);
    for length in LENGTHS {
        let n = (length..all.len())
            .find(|&i| all[i] == DuelAction::CallNextTier)
            .expect("a tier call");
        let mut actions = all[..=n].to_vec();
        let next = actions.pop().expect("n + 1 actions");
        let path = write_save(&storage, &format!("duel-at-{n}"), 2, &actions);
        let (mut session, _) = Session::<Duel>::resume(&storage, &path).expect("resume");
        assert_eq!(session.journal().cursor(), n);
        println!("at {n} actions the timed action is {next:?}");

        group.bench_function(BenchmarkId::new("act + history + autosave", n), |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let t0 = Instant::now();
                    let events = session.act(black_box(next.clone())).expect("legal");
                    total += t0.elapsed();
                    black_box(events);
                    assert!(session.undo());
                }
                total
            });
        });
        group.bench_function(BenchmarkId::new("undo + autosave", n), |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let t0 = Instant::now();
                    assert!(black_box(session.undo()));
                    total += t0.elapsed();
                    assert!(session.redo().is_some());
                }
                total
            });
        });
        assert!(session.save_file().is_some_and(|f| f.failure().is_none()));

        let mut memory = Session::<Duel>::create(None, common::setup(2)).expect("setup");
        for action in &actions {
            memory.act(action.clone()).expect("legal");
        }
        group.bench_function(BenchmarkId::new("act + history, no save file", n), |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let t0 = Instant::now();
                    let events = memory.act(black_box(next.clone())).expect("legal");
                    total += t0.elapsed();
                    black_box(events);
                    assert!(memory.undo());
                }
                total
            });
        });
    }
    group.finish();
}

fn resume(c: &mut Criterion) {
    let dir = temp_dir();
    let storage = Storage::open(dir.path()).expect("storage");
    let n = 10_000;
    let (actions, journal) = scripted(2, n);
    let path = write_save(&storage, "duel-resume", 2, &actions);
    let text = storage.read_save(&path).expect("read");
    let lines: usize = journal.history().iter().map(Vec::len).sum();
    println!(
        "resume: {n} actions, {} bytes, {lines} history lines, round {}",
        text.len(),
        journal.state().round
    );

    let mut group = c.benchmark_group("resume");
    group.bench_function(BenchmarkId::new("save::load", n), |b| {
        b.iter(|| {
            let loaded = save::load::<Duel>(black_box(&text)).expect("load");
            assert_eq!(loaded.journal.cursor(), n);
            loaded
        });
    });
    group.bench_function(BenchmarkId::new("Session::resume (file)", n), |b| {
        b.iter(|| Session::<Duel>::resume(&storage, black_box(&path)).expect("resume"));
    });
    group.finish();
}

criterion_group!(benches, one_action, resume);
criterion_main!(benches);
