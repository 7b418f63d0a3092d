//! The UI frame, CPU side, on each game's busiest table screen
//! (`shared/spec/performance.md`).
//!
//! Each scene ([`SCENES`]) is a game at its largest player count (Duel: 5), its history
//! panel open on over 1,000 lines, resumed from a save as the app does with `--resume`.
//! Each iteration is one headless `egui::Context::run_ui` calling `DeputyApp::frame_ui`;
//! a second figure adds the tessellation the renderer would ask for (still CPU). Duel's
//! scenes: a tier called with the caller paused, and the shot dialog open over it.
//! Colt Express's: 6 players in the last round's action phase (the checklist of every
//! planned card and the six bandits' books with their buttons).
//! Fast West's (8 cowboys): the Indians' outcome open under the row of cards, and the
//! final duel's form.
//! Target: under 2 ms median.
//!
//! The same scenes again with sharing on and 8 phones' pages following the event
//! stream (8 loopback clients reading it): each frame alone, and a frame after an undo
//! or a redo (alternately), which the sharing hook publishes, beside the same without
//! sharing; first with the sharing panel (address and QR code) open, as `--share`
//! opens it, then closed, as a table plays once the phones have scanned it.
//!
//! A counting allocator then checks "no per-frame allocation growth": live heap bytes
//! after 1,000 more frames against after the first 1,000, and allocations per frame.
//!
//! Run: `cargo bench --bench ui_frame`.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

use criterion::{Criterion, criterion_group};
use deputy::app::{DeputyApp, Screen, Services, StartOptions};
use deputy::core::game::GameKind;
use deputy::core::journal::Journal;
use deputy::core::pips::Pips;
use deputy::core::players::Seating;
use deputy::core::save::{self, FORMAT_VERSION, Record, SaveHeader};
use deputy::games::duel::DuelGame;
use deputy::games::duel::rules::{Duel, Phase};
use deputy::games::fast_west::FastWestGame;
use deputy::games::fast_west::rules::{
    Card, EventKind, FastWest, FastWestAction, FastWestOptions, FastWestSetup, Mode,
    Phase as FwPhase,
};
use deputy::games::gnadenlos::GnadenlosGame;
use deputy::games::gnadenlos::rules::{self as gn, Gnadenlos, GnadenlosAction, GnadenlosState};
use deputy::host::{GameTable, Table};
use deputy::i18n::Language;
use deputy::services::audio::RecordingAudio;
use deputy::services::chance::RandChance;
use deputy::services::clock::ManualClock;
use deputy::services::storage::Storage;
use deputy::settings::Settings;
use deputy::share::ShareStart;
use deputy::share::page::{self, Shown, TablePage};

use common::{Script, temp_dir, write_save};

/// Counts live bytes and allocations, on top of the system allocator.
struct Counting;

static LIVE: AtomicU64 = AtomicU64::new(0);
static ALLOCS: AtomicU64 = AtomicU64::new(0);

// SAFETY: every call is forwarded to `System` unchanged; only counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as u64, Ordering::Relaxed);
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as u64, Ordering::Relaxed);
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(new_size as u64, Ordering::Relaxed);
        LIVE.fetch_sub(layout.size() as u64, Ordering::Relaxed);
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: same contract as the caller's.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The history lines every scene's save holds at least.
const HISTORY_LINES: usize = 1_000;

/// A game's busiest table screen, at its largest player count: a save to resume, and a
/// check that the app shows what was meant.
struct Scene {
    /// What is on screen ("Duel, 5 players, shot dialog open").
    name: &'static str,
    /// Writes the save into `storage`; returns its number of history lines.
    write: fn(&Storage) -> usize,
    /// Checks the table the app resumed (panics if it is not the scene).
    check: fn(&dyn Table),
}

/// Every scene, one or two per game.
const SCENES: &[Scene] = &[
    Scene {
        name: "Duel, 5 players, tier called",
        write: |s| write_duel_save(s, false),
        check: |t| check_duel(t, false),
    },
    Scene {
        name: "Duel, 5 players, shot dialog open",
        write: |s| write_duel_save(s, true),
        check: |t| check_duel(t, true),
    },
    Scene {
        name: "Gnadenlos!, 4 players, payday",
        write: write_gnadenlos_save,
        check: check_gnadenlos,
    },
    Scene {
        name: "Saloon, 6 brawlers, statuses and a knock-out",
        write: write_saloon_save,
        check: check_saloon,
    },
    Scene {
        name: "Fast West, 8 players, Indians outcome open",
        write: |s| write_fast_west_save(s, FastWestStop::Indians),
        check: |t| check_fast_west(t, FastWestStop::Indians),
    },
    Scene {
        name: "Fast West, 8 players, final duel form",
        write: |s| write_fast_west_save(s, FastWestStop::Duel),
        check: |t| check_fast_west(t, FastWestStop::Duel),
    },
    Scene {
        name: "Colt Express, 6 players, last round's checklist",
        write: write_colt_save,
        check: check_colt,
    },
];

/// Fast West's most: 8 cowboys.
const FAST_WEST_PLAYERS: usize = 8;

/// Where a Fast West scene stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FastWestStop {
    /// The Indians' outcome panel (a number entry per cowboy) under the row of cards.
    Indians,
    /// The final duel's form (a bullet and a target per cowboy).
    Duel,
}

/// Writes an 8-cowboy game of Fast West with the real cards and at least 1,000
/// history lines: the first cowboy flips a child, penalties for grabbing too early fill
/// the history (two lines each), then the next cowboy flips the Indians (`Indians`), or
/// everyone flips a cactus, covering the child, and the duel is called (`Duel`).
/// Returns the number of history lines.
fn write_fast_west_save(storage: &Storage, stop: FastWestStop) -> usize {
    let names = ["Clint", "Reno", "Lee", "Eli", "Gian", "Tuco", "Ned", "Jill"];
    let setup = FastWestSetup {
        seating: Seating::from_names(&names[..FAST_WEST_PLAYERS]),
        options: FastWestOptions {
            mode: Mode::RealCards,
        },
        circle: (2..=FAST_WEST_PLAYERS as u8).collect(),
    };
    let mut journal = Journal::<FastWest>::new(setup.clone()).expect("setup");
    let mut actions = vec![FastWestAction::TellFlip(Card::Event(EventKind::Child))];
    let mut player = 0;
    // The child's flip is one line, each penalty two (the penalty and the token).
    while 1 + 2 * (actions.len() - 1) < HISTORY_LINES {
        actions.push(FastWestAction::GrabbedTooEarly { player });
        player = (player + 1) % FAST_WEST_PLAYERS;
    }
    match stop {
        FastWestStop::Indians => {
            actions.push(FastWestAction::TellFlip(Card::Event(EventKind::Indians)));
        }
        FastWestStop::Duel => {
            actions.extend((0..FAST_WEST_PLAYERS).map(|_| FastWestAction::TellFlip(Card::Cactus)));
        }
    }
    for action in &actions {
        journal.act(action.clone()).expect("legal");
    }
    let lines = journal.history().iter().map(Vec::len).sum();
    let header = SaveHeader {
        format: FORMAT_VERSION,
        game: GameKind::FastWest,
        app_version: "bench".into(),
        created_unix_secs: 0,
        setup: serde_json::to_value(&setup).expect("setup to JSON"),
    };
    let mut text = save::header_line(&header).expect("header");
    for action in &actions {
        text.push_str(&save::record_line(&Record::Act(action.clone())).expect("record"));
    }
    let path = storage.games_dir().join("fast-west-busy.jsonl");
    std::fs::write(path, text).expect("write save");
    lines
}

fn check_fast_west(table: &dyn Table, stop: FastWestStop) {
    let table = table
        .as_any()
        .downcast_ref::<GameTable<FastWestGame>>()
        .expect("Fast West on the table");
    let s = table.state();
    assert_eq!(s.cowboys.len(), FAST_WEST_PLAYERS);
    match stop {
        FastWestStop::Indians => assert!(matches!(
            s.phase,
            FwPhase::Outcome {
                event: EventKind::Indians,
                ..
            }
        )),
        FastWestStop::Duel => assert_eq!(s.phase, FwPhase::Duel),
    }
}

/// Colt Express's most: 6 players.
const COLT_PLAYERS: usize = 6;

/// Writes a 6-player Colt Express with over 1,000 history lines (a purse taken and
/// lost again 500 times in the first round, then every card played), stopping in the
/// last round's action phase with half the checklist resolved: the checklist and the
/// six bandits' books on screen. Returns the number of history lines.
fn write_colt_save(storage: &Storage) -> usize {
    use deputy::core::game::GameKind;
    use deputy::core::players::Seating;
    use deputy::core::save::{self, FORMAT_VERSION, Record, SaveHeader};
    use deputy::games::colt_express::{
        Bandit, ColtAction, ColtExpress, ColtExpressGame, ColtPrefs, LootKind, Phase,
    };
    use deputy::host::GameDef;

    let names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"];
    let setup = ColtExpressGame::setup(
        Seating::from_names(&names[..COLT_PLAYERS]),
        &ColtPrefs::default(),
        &mut RandChance::seeded(3),
    )
    .expect("setup");
    let mut journal = Journal::<ColtExpress>::new(setup.clone()).expect("start");
    let mut actions = Vec::new();
    let mut push = |journal: &mut Journal<ColtExpress>, action: ColtAction| {
        journal.act(action.clone()).expect("legal");
        actions.push(action);
    };
    for i in 0..500 {
        let bandit = i % COLT_PLAYERS;
        push(
            &mut journal,
            ColtAction::TakeLoot {
                bandit,
                kind: LootKind::Purse,
                value: None,
            },
        );
        push(
            &mut journal,
            ColtAction::LoseLoot {
                bandit,
                kind: LootKind::Purse,
                purse: None,
            },
        );
    }
    loop {
        let s = journal.state();
        let action = match s.phase {
            Phase::Planning { .. } => ColtAction::PlayCard,
            Phase::Action { resolved } if s.last_round() && resolved * 2 >= s.planned.len() => {
                break;
            }
            Phase::Action { resolved } if resolved < s.planned.len() => ColtAction::ResolveCard,
            Phase::Action { .. } => ColtAction::EndActions,
            Phase::Event => ColtAction::ApplyEvent {
                affected: vec![],
                drops: None,
            },
            _ => panic!("the script left the rounds"),
        };
        push(&mut journal, action);
    }
    assert_eq!(journal.state().bandits[5].bandit, Bandit::Doc);
    let header = SaveHeader {
        format: FORMAT_VERSION,
        game: GameKind::ColtExpress,
        app_version: env!("CARGO_PKG_VERSION").to_owned(),
        created_unix_secs: 0,
        setup: serde_json::to_value(&setup).expect("setup to JSON"),
    };
    let mut text = save::header_line(&header).expect("header");
    for action in &actions {
        text.push_str(&save::record_line(&Record::Act(action.clone())).expect("record"));
    }
    std::fs::write(storage.games_dir().join("colt-express-busy.jsonl"), text).expect("save");
    journal.history().iter().map(Vec::len).sum()
}

fn check_colt(table: &dyn Table) {
    use deputy::games::colt_express::{ColtExpressGame, Phase};
    let table = table
        .as_any()
        .downcast_ref::<GameTable<ColtExpressGame>>()
        .expect("Colt Express on the table");
    let s = table.state();
    assert_eq!(s.bandits.len(), COLT_PLAYERS);
    assert!(s.last_round() && matches!(s.phase, Phase::Action { .. }));
}

/// Duel's most: 5 players.
const DUEL_PLAYERS: usize = 5;

/// Writes a 5-player duel with at least 1,000 history lines, stopping in the shooting
/// phase with a tier called and, if `dialog`, a shot recorded and not yet resolved.
/// Returns the number of history lines.
fn write_duel_save(storage: &Storage, dialog: bool) -> usize {
    let mut journal = Journal::<Duel>::new(common::setup(DUEL_PLAYERS)).expect("setup");
    let mut script = Script::default();
    let mut actions = Vec::new();
    loop {
        let lines: usize = journal.history().iter().map(Vec::len).sum();
        let s = journal.state();
        let stop = match &s.phase {
            Phase::Shooting {
                tier: Some(_),
                pending,
            } => pending.is_empty() != dialog,
            _ => false,
        };
        if lines >= HISTORY_LINES && stop {
            write_save(storage, "duel-busy", DUEL_PLAYERS, &actions);
            return lines;
        }
        let action = script.next(s);
        journal.act(action.clone()).expect("legal");
        actions.push(action);
        assert!(
            actions.len() < 100_000,
            "the script never reached the state"
        );
    }
}

fn check_duel(table: &dyn Table, dialog: bool) {
    let table = table
        .as_any()
        .downcast_ref::<GameTable<DuelGame>>()
        .expect("a duel on the table");
    assert_eq!(table.state().duelists.len(), DUEL_PLAYERS);
    assert_eq!(table.state().pending().is_empty(), !dialog);
}

/// Gnadenlos!'s most: 4 players.
const GNADENLOS_PLAYERS: usize = 4;

/// The next legal action of a Gnadenlos! game that never ends: every event a gold rush
/// everyone ties (5 nuggets each), no prestige, a recruitment every turn with each
/// bidder's first free single card (or pair), payday rolls cycling through the faces.
fn gnadenlos_next(s: &GnadenlosState, rolls: &mut u8) -> GnadenlosAction {
    match &s.phase {
        gn::Phase::Event => GnadenlosAction::ResolveEvent {
            kind: gn::EventKind::GoldRush {
                first: 5,
                second: 2,
            },
            strengths: s
                .players
                .iter()
                .map(|b| (b.adventurers > 0).then_some(Pips::MAX))
                .collect(),
        },
        gn::Phase::Prestige => GnadenlosAction::BuyPrestige { nuggets: 0 },
        gn::Phase::RecruitmentChoice => {
            if s.may_recruit().is_ok() {
                GnadenlosAction::StartRecruitment {
                    revealed: (GNADENLOS_PLAYERS - 1) as u8,
                }
            } else {
                GnadenlosAction::SkipRecruitment
            }
        }
        gn::Phase::Bidding { .. } => {
            let values: Vec<gn::DebtValue> = gn::DebtValue::all().collect();
            let singles = values.iter().map(|&v| vec![v]);
            let pairs = values
                .iter()
                .flat_map(|&a| values.iter().map(move |&b| vec![a, b]));
            singles
                .chain(pairs)
                .find(|cards| s.check_bid(cards).is_ok())
                .map_or(GnadenlosAction::Pass, |cards| GnadenlosAction::Bid {
                    cards,
                })
        }
        gn::Phase::Payday => {
            *rolls = *rolls % 6 + 1;
            GnadenlosAction::RollDie {
                face: Pips::new(*rolls).unwrap_or(Pips::MIN),
            }
        }
        gn::Phase::HighNoonPicks { .. } | gn::Phase::Over { .. } => {
            panic!("the scripted game has no High Noon and never ends")
        }
    }
}

/// Writes a 4-player Gnadenlos! game with at least 1,000 history lines, stopping at a
/// payday (the market at 4 rows or more). Returns the number of history lines.
fn write_gnadenlos_save(storage: &Storage) -> usize {
    let setup = gn::GnadenlosSetup {
        seating: Seating::from_names(&["Ann", "Bob", "Cid", "Dee"]),
        options: gn::GnadenlosOptions::default(),
        opening_market: (0..2 * GNADENLOS_PLAYERS).rev().collect(),
        under_way: None,
    };
    let mut journal = Journal::<Gnadenlos>::new(setup.clone()).expect("setup");
    let mut actions: Vec<GnadenlosAction> = Vec::new();
    let mut rolls = 0;
    loop {
        let lines: usize = journal.history().iter().map(Vec::len).sum();
        let s = journal.state();
        if lines >= HISTORY_LINES && s.phase == gn::Phase::Payday && s.rows() >= GNADENLOS_PLAYERS {
            let header = SaveHeader {
                format: FORMAT_VERSION,
                game: GameKind::Gnadenlos,
                app_version: "bench".into(),
                created_unix_secs: 0,
                setup: serde_json::to_value(&setup).expect("setup"),
            };
            let mut text = save::header_line(&header).expect("header");
            for action in &actions {
                text.push_str(&save::record_line(&Record::Act(action.clone())).expect("record"));
            }
            std::fs::write(storage.games_dir().join("gnadenlos-busy.jsonl"), text)
                .expect("write save");
            return lines;
        }
        let action = gnadenlos_next(s, &mut rolls);
        journal.act(action.clone()).expect("legal");
        actions.push(action);
        assert!(
            actions.len() < 100_000,
            "the script never reached the state"
        );
    }
}

fn check_gnadenlos(table: &dyn Table) {
    let table = table
        .as_any()
        .downcast_ref::<GameTable<GnadenlosGame>>()
        .expect("Gnadenlos! on the table");
    assert_eq!(table.state().players.len(), GNADENLOS_PLAYERS);
    assert_eq!(table.state().phase, gn::Phase::Payday);
}

/// Saloon's most: 6 brawlers.
const SALOON_PLAYERS: usize = 6;

/// Writes a 6-brawler brawl with at least 1,000 history lines: blows round the table
/// (kicks blocked, punches with a chair), then a table, points taken by hand, a
/// knock-out, a head-butt that stuns and a fall through a table, so that every card
/// shows a status or a low figure. Returns the number of history lines.
fn write_saloon_save(storage: &Storage) -> usize {
    use deputy::core::players::Seating;
    use deputy::games::saloon::rules::{
        AttackCard, Blow, DefenceCard, EventCard, ObjectCard, Saloon, SaloonAction, SaloonSetup,
    };
    let names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"];
    let setup = SaloonSetup {
        seating: Seating::from_names(&names[..SALOON_PLAYERS]),
    };
    let mut journal = Journal::<Saloon>::new(setup.clone()).expect("setup");
    let mut actions = Vec::new();
    let mut act = |journal: &mut Journal<Saloon>, action: SaloonAction| {
        journal.act(action.clone()).expect("legal");
        actions.push(action);
    };
    let lines = |journal: &Journal<Saloon>| journal.history().iter().map(Vec::len).sum::<usize>();
    let mut k = 0usize;
    while lines(&journal) < HISTORY_LINES {
        let s = journal.state();
        let defender = (s.aggressor + 1) % SALOON_PLAYERS;
        let blow = if k.is_multiple_of(3) {
            Blow {
                object: Some(ObjectCard::Chair),
                defence: Some(DefenceCard::ToughGuy),
                ..Blow::new(defender, AttackCard::Punch)
            }
        } else {
            Blow {
                defence: Some(DefenceCard::Block),
                ..Blow::new(defender, AttackCard::Kick)
            }
        };
        act(&mut journal, SaloonAction::Strike(blow));
        k += 1;
    }
    let next = |journal: &Journal<Saloon>| (journal.state().aggressor + 1) % SALOON_PLAYERS;
    let n = next(&journal);
    act(
        &mut journal,
        SaloonAction::PlayEvent {
            card: EventCard::Table,
            hit: Vec::new(),
            next: Some(n),
        },
    );
    for (brawler, points) in [(0, 3), (2, 6), (3, 10), (4, 5)] {
        for _ in 0..points {
            act(&mut journal, SaloonAction::Adjust { brawler, delta: -1 });
        }
    }
    for attack in [AttackCard::ThroughTable, AttackCard::HeadButt] {
        // An aggressor free to attack, and a defender without a table.
        let s = journal.state();
        let free = |i: usize| s.brawlers[i].is_standing() && s.brawlers[i].statuses().is_empty();
        let attacker = (0..SALOON_PLAYERS).find(|&i| free(i)).expect("an attacker");
        let defender = (1..SALOON_PLAYERS)
            .map(|d| (attacker + d) % SALOON_PLAYERS)
            .find(|&i| free(i))
            .expect("someone to hit");
        if attacker != s.aggressor {
            act(
                &mut journal,
                SaloonAction::SetAggressor { brawler: attacker },
            );
        }
        act(
            &mut journal,
            SaloonAction::Strike(Blow::new(defender, attack)),
        );
    }
    let header = SaveHeader {
        format: FORMAT_VERSION,
        game: GameKind::Saloon,
        app_version: env!("CARGO_PKG_VERSION").to_owned(),
        created_unix_secs: 0,
        setup: serde_json::to_value(&setup).expect("setup to JSON"),
    };
    let mut text = save::header_line(&header).expect("header");
    for action in &actions {
        text.push_str(&save::record_line(&Record::Act(action.clone())).expect("record"));
    }
    std::fs::write(storage.games_dir().join("saloon-busy.jsonl"), text).expect("write save");
    lines(&journal)
}

fn check_saloon(table: &dyn Table) {
    use deputy::games::saloon::SaloonGame;
    let table = table
        .as_any()
        .downcast_ref::<GameTable<SaloonGame>>()
        .expect("a saloon on the table");
    let s = table.state();
    assert_eq!(s.brawlers.len(), SALOON_PLAYERS);
    assert!(!s.is_over());
    assert_eq!(s.knocked_out.len(), 1);
    assert!(
        s.brawlers
            .iter()
            .filter(|b| !b.statuses().is_empty())
            .count()
            >= 2
    );
}

/// The phones' pages a shared scene has: 8 clients reading the event stream.
const PAGES: usize = 8;

/// A phone's page on the loopback: reads the event stream until the server closes it.
fn page_reader(url: &str) -> std::thread::JoinHandle<()> {
    use std::io::{Read, Write};
    let rest = url.strip_prefix("http://").expect("an http address");
    let (host, path) = rest.split_once('/').expect("a path");
    let mut stream = std::net::TcpStream::connect(host).expect("the server answers");
    let request = format!("GET /{path}events HTTP/1.1\r\nHost: {host}\r\n\r\n");
    stream.write_all(request.as_bytes()).expect("sent");
    std::thread::spawn(move || {
        let mut buf = [0u8; 16 * 1024];
        while matches!(stream.read(&mut buf), Ok(n) if n > 0) {}
    })
}

/// The app, resumed onto the table, and the egui context it runs in.
struct Rig {
    app: DeputyApp,
    ctx: egui::Context,
    time: f64,
    /// The pages' readers (they end when the server closes).
    _pages: Vec<std::thread::JoinHandle<()>>,
}

impl Rig {
    /// The scene, with sharing on and `pages` pages following it when `pages` > 0.
    fn new(data: &Path, scene: &Scene, pages: usize) -> (Self, usize) {
        let storage = Storage::open(data).expect("storage");
        let lines = (scene.write)(&storage);
        let services = Services {
            audio: Box::new(RecordingAudio::new()),
            clock: Box::new(ManualClock::new()),
            chance: Box::new(RandChance::seeded(1)),
            storage: Some(storage),
            storage_problem: None,
        };
        let settings = Settings {
            language: Some(Language::En),
            history: Some(true),
            ..Settings::default()
        };
        let start = StartOptions {
            resume: true,
            share: ShareStart {
                on: pages > 0,
                listen: Some(([127, 0, 0, 1], 0).into()),
                print: false,
            },
            ..StartOptions::default()
        };
        let mut rig = Self {
            app: DeputyApp::new(services, settings, start),
            ctx: egui::Context::default(),
            time: 0.0,
            _pages: Vec::new(),
        };
        for _ in 0..10 {
            rig.frame();
        }
        assert_eq!(rig.app.screen(), Screen::Table, "{}", scene.name);
        (scene.check)(rig.app.table().expect("a table"));
        if pages > 0 {
            let url = rig.app.sharing().url().expect("sharing runs");
            rig._pages = (0..pages).map(|_| page_reader(&url)).collect();
            let start = std::time::Instant::now();
            while rig.app.sharing().watching() < pages {
                assert!(start.elapsed().as_secs() < 10, "the pages never connected");
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
        }
        (rig, lines)
    }

    /// An undo, or a redo when one is waiting, then a frame: the sharing hook publishes.
    fn change_frame(&mut self) -> egui::FullOutput {
        self.app.with_table(|table, cx| {
            if table.can_redo() {
                table.redo(cx);
            } else {
                table.undo(cx);
            }
        });
        self.frame()
    }

    fn input(&mut self) -> egui::RawInput {
        self.time += 1.0 / 60.0;
        egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 800.0),
            )),
            time: Some(self.time),
            predicted_dt: 1.0 / 60.0,
            ..egui::RawInput::default()
        }
    }

    fn frame(&mut self) -> egui::FullOutput {
        let input = self.input();
        let app = &mut self.app;
        self.ctx.run_ui(input, |ui| app.frame_ui(ui))
    }

    fn frame_tessellated(&mut self) -> usize {
        let output = self.frame();
        let prims = self.ctx.tessellate(output.shapes, output.pixels_per_point);
        prims.len()
    }
}

fn ui_frame(c: &mut Criterion) {
    let mut group = c.benchmark_group("UI frame");
    for scene in SCENES {
        let dir = temp_dir();
        let (mut rig, lines) = Rig::new(dir.path(), scene, 0);
        let what = scene.name;
        println!("{what}: {lines} history lines");
        group.bench_function(format!("run_ui, {what}"), |b| {
            b.iter(|| black_box(rig.frame()));
        });
        group.bench_function(format!("run_ui + tessellate, {what}"), |b| {
            b.iter(|| black_box(rig.frame_tessellated()));
        });
    }
    group.finish();
}

/// Sharing side by side: each scene's frame with sharing off and with 8 pages
/// following, alone and after an undo or a redo.
fn ui_frame_shared(c: &mut Criterion) {
    let mut group = c.benchmark_group("UI frame, sharing");
    for scene in SCENES {
        let what = scene.name;
        for pages in [0, PAGES] {
            let dir = temp_dir();
            let (mut rig, _) = Rig::new(dir.path(), scene, pages);
            let sharing = if pages == 0 {
                "sharing off".to_owned()
            } else {
                format!("{pages} pages")
            };
            group.bench_function(format!("run_ui, {sharing}, {what}"), |b| {
                b.iter(|| black_box(rig.frame()));
            });
            group.bench_function(format!("undo or redo + run_ui, {sharing}, {what}"), |b| {
                b.iter(|| black_box(rig.change_frame()));
            });
            assert_eq!(
                rig.app.sharing().watching(),
                pages,
                "every page still follows"
            );
            if pages > 0 {
                // The panel with the address and its code (open from the start, as with
                // `--share`) closed, as a table plays once the phones have scanned it.
                rig.app.sharing_mut().set_panel_open(false);
                rig.frame();
                group.bench_function(format!("run_ui, {sharing}, panel closed, {what}"), |b| {
                    b.iter(|| black_box(rig.frame()));
                });
                group.bench_function(
                    format!("undo or redo + run_ui, {sharing}, panel closed, {what}"),
                    |b| {
                        b.iter(|| black_box(rig.change_frame()));
                    },
                );
                assert_eq!(
                    rig.app.sharing().watching(),
                    pages,
                    "the pages still follow"
                );
                // What the server's thread does at each change: the page in both languages.
                let table = rig.app.table().expect("a table");
                let shown = Shown::Table(Box::new(TablePage {
                    snapshot: table.public(),
                    caption: None,
                    history: table
                        .history()
                        .iter()
                        .rev()
                        .flatten()
                        .take(8)
                        .cloned()
                        .collect(),
                    story: None,
                }));
                let mut i18n = deputy::games::i18n(Language::En);
                group.bench_function(
                    format!("the page in both languages (server thread), {what}"),
                    |b| {
                        b.iter(|| {
                            black_box(page::render(&shown, 1, &mut i18n, Language::En));
                            black_box(page::render(&shown, 1, &mut i18n, Language::Fr))
                        });
                    },
                );
            }
        }
    }
    group.finish();
}

fn allocation_growth(scene: &Scene) {
    let dir = temp_dir();
    let (mut rig, _) = Rig::new(dir.path(), scene, 0);
    let frames = 1_000u64;
    let run = |rig: &mut Rig| {
        for _ in 0..frames {
            black_box(rig.frame_tessellated());
        }
    };
    run(&mut rig);
    let live1 = LIVE.load(Ordering::Relaxed);
    let allocs1 = ALLOCS.load(Ordering::Relaxed);
    run(&mut rig);
    let live2 = LIVE.load(Ordering::Relaxed);
    let allocs2 = ALLOCS.load(Ordering::Relaxed);
    let growth = live2 as i64 - live1 as i64;
    println!(
        "\nUI frame allocations, {}: live heap {live1} B after {frames} frames, {live2} B after {} (growth {growth} B, {:.1} B/frame); {:.0} allocations per frame",
        scene.name,
        2 * frames,
        growth as f64 / frames as f64,
        (allocs2 - allocs1) as f64 / frames as f64
    );
}

criterion_group!(benches, ui_frame, ui_frame_shared);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    if !std::env::args().any(|a| a == "--list" || a == "--test") {
        for scene in SCENES {
            allocation_growth(scene);
        }
    }
}
