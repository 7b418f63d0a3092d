//! The kill drill: an evening of random play across every registered game, in a child
//! process doing Deputy's real saving, killed with `SIGKILL` at random moments and
//! restarted each time. Every record the child acknowledged (printed after its save
//! returned) must be in the file after the kill, and the loaded state must equal the same
//! records applied live. Prints its counts:
//!
//! `cargo test --release --test kill_drill -- --nocapture`
//! (`DEPUTY_DRILL_KILLS=1000` for a longer drill; `DEPUTY_DRILL_SEED` to vary it).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use deputy::core::game::GameKind;
use deputy::games::GAMES;
use deputy::services::storage::Storage;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The child's settings, passed in this environment variable:
/// `<game slug> <seed> <data dir> [<save to continue>]`.
const CHILD: &str = "DEPUTY_DRILL_CHILD";

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The child process: plays and saves until it is killed or its game ends. Ignored in
/// a normal run; the drill starts it with `--ignored --exact`.
#[test]
#[ignore = "the kill drill's child process, started by an_evening_killed_again_and_again_loses_nothing"]
fn drill_child() {
    let Ok(config) = std::env::var(CHILD) else {
        return;
    };
    let mut parts = config.splitn(4, ' ');
    let (Some(slug), Some(seed), Some(dir)) = (parts.next(), parts.next(), parts.next()) else {
        panic!("bad {CHILD}: {config}");
    };
    let resume = parts.next().map(PathBuf::from);
    let kind = GameKind::from_slug(slug).expect("a known game");
    let game = GAMES.iter().find(|g| g.kind() == kind).expect("registered");
    let storage = Storage::open(dir).expect("data directory");
    let seed: u64 = seed.parse().expect("seed");
    let out = std::io::stdout();
    let result = game.drill_play(
        &storage,
        resume.as_deref(),
        seed,
        usize::MAX,
        &mut |path: &Path| {
            let mut out = out.lock();
            // On a line of its own: libtest's "test drill_child ... " has no newline yet.
            let _ = writeln!(out, "\nfile {}", path.display());
            let _ = out.flush();
        },
        &mut |line: &str| {
            let mut out = out.lock();
            let _ = writeln!(out, "ack {line}");
            let _ = out.flush();
        },
    );
    if let Err(e) = result {
        let _ = writeln!(out.lock(), "error {e}");
    }
}

/// One game's save in the evening: its file and the records acknowledged so far.
#[derive(Default)]
struct Ledger {
    file: Option<PathBuf>,
    acked: Vec<String>,
}

#[test]
fn an_evening_killed_again_and_again_loses_nothing() {
    let kills_wanted = env_number("DEPUTY_DRILL_KILLS", 100);
    let seed = env_number("DEPUTY_DRILL_SEED", 1);
    let mut rng = StdRng::seed_from_u64(seed);
    let dir = tempfile::tempdir().expect("tempdir");
    let exe = std::env::current_exe().expect("the test binary");
    let mut ledgers: Vec<Ledger> = GAMES.iter().map(|_| Ledger::default()).collect();
    let (mut kills, mut runs, mut actions, mut in_flight, mut games) = (0u64, 0u64, 0, 0, 0);
    let started = Instant::now();

    while kills < kills_wanted || actions < 1_000 {
        let index = usize::try_from(runs).expect("small") % GAMES.len();
        let game = GAMES[index];
        let ledger = &mut ledgers[index];
        runs += 1;
        let mut config = format!(
            "{} {} {}",
            game.kind().slug(),
            rng.random::<u64>(),
            dir.path().display()
        );
        if let Some(file) = &ledger.file {
            config.push(' ');
            config.push_str(&file.display().to_string());
        }
        let mut child = Command::new(&exe)
            .args([
                "drill_child",
                "--exact",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD, config)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the child starts");
        let stdout = child.stdout.take().expect("piped");
        let (send, receive) = mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });

        // Wait until the child has its game open, then let it play for a random time
        // (0 to 20 ms: from before its first save to a few hundred records) and kill it.
        let mut lines = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(20);
        while !lines.iter().any(|l: &String| l.starts_with("file ")) {
            let Ok(line) = receive.recv_timeout(deadline.saturating_duration_since(Instant::now()))
            else {
                break;
            };
            lines.push(line);
        }
        std::thread::sleep(Duration::from_micros(rng.random_range(0..20_000)));
        let killed = matches!(child.try_wait(), Ok(None));
        if killed {
            child.kill().expect("SIGKILL");
            kills += 1;
        }
        child.wait().expect("the child ends");
        reader.join().expect("reader");
        lines.extend(receive.try_iter());

        let mut file = None;
        let mut acked_now = Vec::new();
        for line in &lines {
            if let Some(path) = line.strip_prefix("file ") {
                file = Some(PathBuf::from(path));
            } else if let Some(record) = line.strip_prefix("ack ") {
                acked_now.push(record.to_owned());
            } else if let Some(error) = line.strip_prefix("error ") {
                panic!("{}: the child failed: {error}", game.kind().slug());
            }
        }
        let Some(file) = file else {
            panic!(
                "{}: the child never opened its game (run {runs}): {lines:?}",
                game.kind().slug()
            );
        };
        if ledger.file.as_ref() != Some(&file) {
            // A new game (the first, or the previous one was over).
            ledger.file = Some(file.clone());
            ledger.acked.clear();
            games += 1;
        }
        actions += acked_now.len();
        ledger.acked.extend(acked_now);
        let text = std::fs::read_to_string(&file).expect("the save is there");
        match game.drill_check(&text, &ledger.acked) {
            Ok(records) => {
                in_flight += records.len() - ledger.acked.len();
                ledger.acked = records;
            }
            Err(e) => panic!(
                "{} after kill {kills} (run {runs}): {e}",
                game.kind().slug()
            ),
        }
    }
    let slugs: Vec<&str> = GAMES.iter().map(|g| g.kind().slug()).collect();
    eprintln!(
        "kill drill ({}): {kills} kills (SIGKILL) in {runs} runs, {games} games, {actions} records acknowledged, {in_flight} written but not yet acknowledged when killed (kept), lost: 0, {:.1} s",
        slugs.join(", "),
        started.elapsed().as_secs_f64()
    );
    assert!(kills >= kills_wanted && actions >= 1_000);
}
