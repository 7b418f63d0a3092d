//! Colt Express's rules: the spec's worked example of the final count, the turn order of
//! switch and speed-up turns, the round deck, the events, and random play.

mod common;

use common::kit;
use deputy::core::game::Rules;
use deputy::core::journal::Journal;
use deputy::core::players::Seating;
use deputy::core::save;
use deputy::games::colt_express::cards::{CardName, CardRef, CardSet, ROUNDS, TurnKind};
use deputy::games::colt_express::cues;
use deputy::games::colt_express::rules::{
    Books, ColtEvent, ColtRefusal, JEWELS, PurseDrop, RevengeDrop, Sheet, Standing, revenge_drop,
    standings, turn_order, turn_slots,
};
use deputy::games::colt_express::{
    Bandit, ColtAction, ColtExpress, ColtExpressGame, ColtPrefs, ColtSetup, ColtState, LootKind,
    Phase, PurseValue, Tally,
};
use deputy::host::GameDef;
use deputy::i18n::Language;
use deputy::services::chance::RandChance;
use proptest::prelude::*;

fn purse(v: u32) -> PurseValue {
    PurseValue::new(v).expect("a printed purse value")
}

fn card(set: CardSet, card: CardName) -> CardRef {
    CardRef { set, card }
}

/// A deck for 2 to 4 players: Angry Marshal (O O T R), Take It All (O T S O), Braking,
/// Tunnel, then `station`.
fn small_deck(station: CardName) -> Vec<CardRef> {
    vec![
        card(CardSet::Small, CardName::AngryMarshal),
        card(CardSet::Small, CardName::TakeItAll),
        card(CardSet::Small, CardName::Braking),
        card(CardSet::Small, CardName::Tunnel),
        card(CardSet::Station, station),
    ]
}

/// A deck for 5 or 6 players: Take It All (O S R), Angry Marshal, Braking, Bridge, then
/// Hostage-taking.
fn large_deck() -> Vec<CardRef> {
    vec![
        card(CardSet::Large, CardName::TakeItAll),
        card(CardSet::Large, CardName::AngryMarshal),
        card(CardSet::Large, CardName::Braking),
        card(CardSet::Large, CardName::Bridge),
        card(CardSet::Station, CardName::HostageTaking),
    ]
}

fn setup(names: &[&str], bandits: &[Bandit], deck: Vec<CardRef>) -> ColtSetup {
    ColtSetup {
        seating: Seating::from_names(names),
        bandits: bandits.to_vec(),
        deck,
    }
}

/// A game of Ann, Bob and Cy playing `bandits`, with the 2-to-4 deck of
/// [`small_deck`] ending on `station`.
fn three(bandits: &[Bandit], station: CardName) -> Journal<ColtExpress> {
    Journal::<ColtExpress>::new(setup(&["Ann", "Bob", "Cy"], bandits, small_deck(station)))
        .expect("setup")
}

fn act(j: &mut Journal<ColtExpress>, action: ColtAction) {
    j.act(action.clone())
        .unwrap_or_else(|r| panic!("{action:?} refused: {r:?}"));
}

/// Plays until `stop` holds: every card played, every card resolved, no one affected
/// by the events.
fn play_until(j: &mut Journal<ColtExpress>, stop: impl Fn(&ColtState) -> bool) {
    for _ in 0..1_000 {
        if stop(j.state()) {
            return;
        }
        let action = match &j.state().phase {
            Phase::Planning { .. } => ColtAction::PlayCard,
            Phase::Action { resolved } if *resolved < j.state().planned.len() => {
                ColtAction::ResolveCard
            }
            Phase::Action { .. } => ColtAction::EndActions,
            Phase::Event => ColtAction::ApplyEvent {
                affected: vec![],
                drops: None,
            },
            other => panic!("cannot go on from {other:?}"),
        };
        act(j, action);
    }
    panic!("never reached the state asked for");
}

fn to_final_count(j: &mut Journal<ColtExpress>) {
    play_until(j, |s| matches!(s.phase, Phase::FinalCount { .. }));
}

const BELLE: usize = 0;
const CHEYENNE: usize = 1;
const DOC: usize = 2;
const TUCO: usize = 3;

fn tally(j: &mut Journal<ColtExpress>, bandit: usize, tally: Tally, value: u8) {
    act(
        j,
        ColtAction::SetTally {
            bandit,
            tally,
            value,
        },
    );
}

fn enter(j: &mut Journal<ColtExpress>, bandit: usize, values: &[u32]) {
    for &v in values {
        act(
            j,
            ColtAction::EnterPurse {
                bandit,
                value: purse(v),
            },
        );
    }
}

/// The worked example of `colt-express.md`, entered at the final count: every bandit
/// starts with a $250 purse already on the sheet.
fn worked_example() -> Journal<ColtExpress> {
    let mut j = Journal::<ColtExpress>::new(setup(
        &["Ann", "Bob", "Cy", "Di"],
        &[Bandit::Belle, Bandit::Cheyenne, Bandit::Doc, Bandit::Tuco],
        small_deck(CardName::Pickpocketing),
    ))
    .expect("valid setup");
    to_final_count(&mut j);
    enter(&mut j, BELLE, &[450]);
    tally(&mut j, BELLE, Tally::Jewels, 1);
    tally(&mut j, BELLE, Tally::Fired, 3);
    tally(&mut j, BELLE, Tally::Received, 2);
    enter(&mut j, CHEYENNE, &[300, 500]);
    tally(&mut j, CHEYENNE, Tally::Fired, 5);
    tally(&mut j, CHEYENNE, Tally::Received, 4);
    tally(&mut j, DOC, Tally::Strongboxes, 1);
    tally(&mut j, DOC, Tally::Fired, 5);
    tally(&mut j, DOC, Tally::Received, 1);
    enter(&mut j, TUCO, &[250, 350, 400]);
    tally(&mut j, TUCO, Tally::Fired, 2);
    tally(&mut j, TUCO, Tally::Received, 3);
    j
}

#[test]
fn final_count_worked_example_of_the_spec() {
    let mut j = worked_example();
    let loot: Vec<u32> = j
        .state()
        .sheets()
        .expect("sheets")
        .iter()
        .map(Sheet::loot)
        .collect();
    assert_eq!(loot, [1200, 1050, 1250, 1250]);
    act(&mut j, ColtAction::Reveal);
    let Phase::Over { standings, .. } = &j.state().phase else {
        panic!("the game is over after the reveal");
    };
    let rows: Vec<(usize, u32, u32, usize)> = standings
        .iter()
        .map(|s| (s.seat, s.total(), s.bonus, s.place))
        .collect();
    assert_eq!(
        rows,
        [
            (DOC, 2250, 1000, 1),
            (CHEYENNE, 2050, 1000, 2),
            (TUCO, 1250, 0, 3),
            (BELLE, 1200, 0, 4)
        ]
    );
    assert!(j.act(ColtAction::Reveal).is_err(), "revealed once");
}

#[test]
fn a_tie_on_loot_goes_to_fewer_bullets_received_and_a_full_tie_is_shared() {
    let sheet = |purses: &[u32], received: u8| Sheet {
        purses: purses.iter().map(|&v| purse(v)).collect(),
        fired: 1,
        received,
        ..Sheet::default()
    };
    // Everyone fired one bullet: all tied for the Gunslinger bonus.
    let sheets = [
        sheet(&[500, 250], 4),
        sheet(&[450, 300], 2),
        sheet(&[250], 0),
    ];
    let rows = standings(&sheets, &[0, 1, 2], 3, false);
    assert_eq!(
        rows.iter().map(|s| (s.seat, s.place)).collect::<Vec<_>>(),
        [(1, 1), (0, 2), (2, 3)],
        "750 each: the one who received 2 bullets beats the one who received 4"
    );
    assert!(rows.iter().all(|s| s.bonus == 1000));
    let sheets = [sheet(&[500], 2), sheet(&[500], 2), sheet(&[500], 3)];
    let places: Vec<usize> = standings(&sheets, &[0, 1, 2], 3, false)
        .iter()
        .map(|s| s.place)
        .collect();
    assert_eq!(places, [1, 1, 3], "equal on both: a shared first place");
}

#[test]
fn no_gunslinger_bonus_with_two_players_and_bandits_summed_per_player() {
    let sheet = |v: u32, fired: u8| Sheet {
        purses: vec![purse(v)],
        fired,
        ..Sheet::default()
    };
    let sheets = [sheet(500, 6), sheet(250, 0), sheet(300, 1), sheet(300, 1)];
    let rows: Vec<Standing> = standings(&sheets, &[0, 0, 1, 1], 2, true);
    assert_eq!(rows[0].seat, 0);
    assert_eq!((rows[0].loot, rows[0].bonus), (750, 0));
    assert_eq!((rows[1].loot, rows[1].bonus), (600, 0));
    // The same sheets with more players: the top shooter gets the bonus.
    let rows = standings(&sheets, &[0, 1, 2, 3], 4, false);
    assert_eq!(
        (rows[0].seat, rows[0].bonus, rows[0].total()),
        (0, 1000, 1500)
    );
}

#[test]
fn switch_and_speed_up_orders_for_three_and_five_players() {
    // Three players, the second (seat 1) first.
    assert_eq!(turn_order(TurnKind::Normal, 1, 3), [1, 2, 0]);
    assert_eq!(turn_order(TurnKind::Switch, 1, 3), [1, 0, 2]);
    assert_eq!(turn_slots(TurnKind::SpeedUp, 1, 3), [1, 1, 2, 2, 0, 0]);
    // Five players, the third (seat 2) first.
    assert_eq!(turn_order(TurnKind::Switch, 2, 5), [2, 1, 0, 4, 3]);
    assert_eq!(
        turn_slots(TurnKind::SpeedUp, 2, 5),
        [2, 2, 3, 3, 4, 4, 0, 0, 1, 1]
    );
}

/// The seats whose card it is, step by step through the current turn.
fn seats_of_turn(j: &mut Journal<ColtExpress>) -> Vec<usize> {
    let Phase::Planning { turn, .. } = j.state().phase else {
        panic!("planning");
    };
    let mut seats = Vec::new();
    while matches!(j.state().phase, Phase::Planning { turn: t, .. } if t == turn) {
        seats.push(j.state().current_seat().expect("someone plays"));
        act(j, ColtAction::PlayCard);
    }
    seats
}

fn to_turn(j: &mut Journal<ColtExpress>, round: usize, turn: usize) {
    play_until(j, |s| {
        s.round == round && matches!(s.phase, Phase::Planning { turn: t, step: 0 } if t == turn)
    });
}

#[test]
fn the_caller_follows_switch_and_speed_up_turns_for_three_players() {
    let mut seating = Seating::from_names(&["Ann", "Bob", "Cy"]);
    seating.first = 1;
    let mut j = Journal::<ColtExpress>::new(ColtSetup {
        seating,
        bandits: vec![Bandit::Ghost, Bandit::Tuco, Bandit::Doc],
        deck: small_deck(CardName::MarshalsRevenge),
    })
    .expect("setup");
    // Round 1, Angry Marshal (O O T R): turn 4 is a switch, from Bob.
    to_turn(&mut j, 0, 3);
    assert_eq!(j.state().turn_kind(), Some(TurnKind::Switch));
    assert_eq!(seats_of_turn(&mut j), [1, 0, 2]);
    // Round 2, Take It All (O T S O): the first player passed to Cy; turn 3 speeds up.
    to_turn(&mut j, 1, 2);
    assert_eq!(j.state().first, 2);
    assert_eq!(j.state().turn_kind(), Some(TurnKind::SpeedUp));
    assert_eq!(seats_of_turn(&mut j), [2, 2, 0, 0, 1, 1]);
}

#[test]
fn the_caller_follows_speed_up_and_switch_turns_for_five_players() {
    let names = ["Ann", "Bob", "Cy", "Di", "Ed"];
    let mut j = Journal::<ColtExpress>::new(setup(
        &names,
        &[
            Bandit::Ghost,
            Bandit::Belle,
            Bandit::Cheyenne,
            Bandit::Tuco,
            Bandit::Doc,
        ],
        large_deck(),
    ))
    .expect("setup");
    // Round 1, Take It All for 5-6 players (O S R).
    to_turn(&mut j, 0, 1);
    assert_eq!(seats_of_turn(&mut j), [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    assert_eq!(j.state().turn_kind(), Some(TurnKind::Switch));
    assert_eq!(seats_of_turn(&mut j), [0, 4, 3, 2, 1]);
    // Ten planned cards for the speed-up, five each for the other two turns.
    assert!(matches!(j.state().phase, Phase::Action { resolved: 0 }));
    assert_eq!(j.state().planned.len(), 20);
}

#[test]
fn the_round_deck_is_always_four_cards_of_the_right_set_then_a_station() {
    for players in 2..=6 {
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let set = if players <= 4 {
            CardSet::Small
        } else {
            CardSet::Large
        };
        for seed in 0..60 {
            let mut chance = RandChance::seeded(seed);
            let s = ColtExpressGame::setup(
                Seating::from_names(&names),
                &ColtPrefs::default(),
                &mut chance,
            )
            .expect("a setup");
            assert_eq!(s.deck.len(), ROUNDS);
            assert!(s.deck[..4].iter().all(|c| c.set == set), "{:?}", s.deck);
            assert_eq!(s.deck[4].set, CardSet::Station);
            for (i, c) in s.deck.iter().enumerate() {
                assert!(!s.deck[..i].contains(c), "{c:?} twice");
            }
            Journal::<ColtExpress>::new(s).expect("the dealt deck starts a game");
        }
    }
    // A deck of the wrong shape is refused.
    let mut wrong = small_deck(CardName::Pickpocketing);
    wrong.swap(1, 4);
    let refused = Journal::<ColtExpress>::new(setup(
        &["A", "B", "C"],
        &[Bandit::Ghost, Bandit::Belle, Bandit::Doc],
        wrong,
    ));
    assert_eq!(refused.err(), Some(ColtRefusal::BadDeck));
}

#[test]
fn random_bandits_are_distinct_and_two_players_get_two_each() {
    let prefs = ColtPrefs {
        random_bandits: true,
        ..ColtPrefs::default()
    };
    for seed in 0..40 {
        let s = ColtExpressGame::setup(
            Seating::from_names(&["A", "B"]),
            &prefs,
            &mut RandChance::seeded(seed),
        )
        .expect("setup");
        assert_eq!(s.bandits.len(), 4);
        let j = Journal::<ColtExpress>::new(s).expect("start");
        let owners: Vec<usize> = j.state().bandits.iter().map(|b| b.owner).collect();
        assert_eq!(owners, [0, 0, 1, 1]);
        assert!(j.state().two_player);
    }
    let twice = setup(
        &["A", "B", "C"],
        &[Bandit::Doc, Bandit::Belle, Bandit::Doc],
        vec![],
    );
    assert_eq!(
        Journal::<ColtExpress>::new(twice).err(),
        Some(ColtRefusal::BanditTwice(Bandit::Doc))
    );
}

fn purses(b: &Books) -> Vec<Option<u32>> {
    b.purses.iter().map(|p| p.map(PurseValue::get)).collect()
}

/// A game of Ann (Ghost), Bob (Belle), Cy (Doc) whose fifth round is Marshal's
/// Revenge, played up to that round's planning.
fn to_revenge() -> Journal<ColtExpress> {
    let mut j = three(
        &[Bandit::Ghost, Bandit::Belle, Bandit::Doc],
        CardName::MarshalsRevenge,
    );
    play_until(&mut j, |s| s.round == 4);
    j
}

fn take_purse(j: &mut Journal<ColtExpress>, bandit: usize, value: Option<u32>) {
    act(
        j,
        ColtAction::TakeLoot {
            bandit,
            kind: LootKind::Purse,
            value: value.map(purse),
        },
    );
}

fn revenge(affected: Vec<usize>, drops: &[(usize, usize)]) -> ColtAction {
    ColtAction::ApplyEvent {
        affected,
        drops: Some(
            drops
                .iter()
                .map(|&(bandit, purse)| PurseDrop { bandit, purse })
                .collect(),
        ),
    }
}

/// Marshal's Revenge (« Vengeance du Marshal »): each bandit on the Marshal's roof loses
/// his least valuable purse. Every purse is worth $250 to $500, so a bandit holding his starting $250 and a purse of unknown value drops the $250, and
/// the final count then asks only for the other purse's value: $450, not $700.
#[test]
fn marshals_revenge_takes_the_purse_known_at_250_before_one_of_unknown_value() {
    let mut j = to_revenge();
    take_purse(&mut j, 1, None);
    // Belle holds her starting $250 and one purse of unknown value (a $450, on the table).
    assert_eq!(purses(&j.state().bandits[1]), [Some(250), None]);
    assert_eq!(
        revenge_drop(&j.state().bandits[1].purses),
        RevengeDrop::Sure(0)
    );
    play_until(&mut j, |s| s.phase == Phase::Event);
    act(&mut j, revenge(vec![1], &[]));
    assert_eq!(purses(&j.state().bandits[1]), [None], "the $250 went");
    let sheet = &j.state().sheets().expect("the final count")[1];
    assert_eq!(
        (sheet.loot(), sheet.counted, sheet.to_enter()),
        (0, 0, 1),
        "nothing counted yet; one purse to turn over"
    );
    enter(&mut j, 1, &[450]);
    let sheet = &j.state().sheets().expect("sheets")[1];
    assert_eq!(
        (sheet.loot(), sheet.to_enter(), sheet.beyond()),
        (450, 0, 0)
    );
    act(&mut j, ColtAction::Reveal);
    let Phase::Over { standings, .. } = &j.state().phase else {
        panic!("revealed");
    };
    let belle = standings.iter().find(|r| r.seat == 1).expect("Bob");
    assert_eq!(belle.loot, 450, "$450, not $700");
}

/// Only the bandit's player knows which purse is the least valuable when he holds one of
/// unknown value beside purses of known value above $250: Deputy asks instead of
/// guessing, and accepts only a least valuable one.
#[test]
fn marshals_revenge_asks_which_purse_when_only_the_player_knows() {
    let mut j = to_revenge();
    // Ghost: $250 (start) lost earlier; then $400, $300 and one unknown.
    act(
        &mut j,
        ColtAction::LoseLoot {
            bandit: 0,
            kind: LootKind::Purse,
            purse: Some(0),
        },
    );
    take_purse(&mut j, 0, Some(400));
    take_purse(&mut j, 0, Some(300));
    take_purse(&mut j, 0, None);
    // Belle: only purses of unknown value (her $250 lost, two taken).
    act(
        &mut j,
        ColtAction::LoseLoot {
            bandit: 1,
            kind: LootKind::Purse,
            purse: Some(0),
        },
    );
    take_purse(&mut j, 1, None);
    take_purse(&mut j, 1, None);
    // Doc: $250 and $500, both known.
    take_purse(&mut j, 2, Some(500));
    play_until(&mut j, |s| s.phase == Phase::Event);
    let s = j.state();
    assert_eq!(
        revenge_drop(&s.bandits[0].purses),
        RevengeDrop::Ask {
            known: 1,
            unknown: 2
        }
    );
    assert_eq!(revenge_drop(&s.bandits[1].purses), RevengeDrop::Sure(0));
    assert_eq!(revenge_drop(&s.bandits[2].purses), RevengeDrop::Sure(0));

    let before = j.state().clone();
    assert_eq!(
        j.act(revenge(vec![0, 1, 2], &[])),
        Err(ColtRefusal::WhichPurse(Bandit::Ghost)),
        "Deputy does not guess"
    );
    assert_eq!(
        j.act(revenge(vec![0, 1, 2], &[(0, 0)])),
        Err(ColtRefusal::NotLeastValuable(Bandit::Ghost)),
        "$400 is not his least valuable: he also holds $300"
    );
    assert_eq!(
        j.act(revenge(vec![1, 2], &[(0, 2)])),
        Err(ColtRefusal::DropNotTicked(Bandit::Ghost))
    );
    assert_eq!(
        j.act(revenge(vec![0, 2], &[(2, 1)])),
        Err(ColtRefusal::NotLeastValuable(Bandit::Doc)),
        "Doc's $500 is not the least valuable"
    );
    assert_eq!(j.state(), &before, "refusals change nothing");
    assert!(j.state().may_apply_event(&[0, 1, 2], Some(&[])).is_err());

    // Ghost's player says the purse of unknown value is a $250: it drops.
    act(&mut j, revenge(vec![0, 1, 2], &[(0, 2)]));
    let s = j.state();
    assert_eq!(purses(&s.bandits[0]), [Some(400), Some(300)]);
    assert_eq!(purses(&s.bandits[1]), [None], "one of two alike: one fewer");
    assert_eq!(purses(&s.bandits[2]), [Some(500)]);

    // The other answer: the known $300 is his least valuable.
    j.undo();
    act(&mut j, revenge(vec![0, 1, 2], &[(0, 1)]));
    assert_eq!(purses(&j.state().bandits[0]), [Some(400), None]);
}

/// A punch (« coup de poing »): the puncher chooses which of the victim's loot drops,
/// without knowing a purse's value: the kind of loot and, for a purse, which one;
/// Cheyenne takes that very purse, whatever its value.
#[test]
fn a_punch_drops_the_purse_the_puncher_chooses_and_cheyenne_takes_it() {
    let mut j = three(
        &[Bandit::Cheyenne, Bandit::Belle, Bandit::Doc],
        CardName::Pickpocketing,
    );
    take_purse(&mut j, 1, Some(400));
    take_purse(&mut j, 1, None);
    act(
        &mut j,
        ColtAction::TakeLoot {
            bandit: 1,
            kind: LootKind::Jewel,
            value: None,
        },
    );
    // Belle: $250, $400, one unknown, a jewel. Cheyenne punches the $400 loose.
    let punch = |victim, kind, purse| ColtAction::RecordPunch {
        puncher: 0,
        victim,
        kind: Some(kind),
        purse,
    };
    act(&mut j, punch(1, LootKind::Purse, Some(1)));
    assert_eq!(purses(&j.state().bandits[1]), [Some(250), None]);
    assert_eq!(
        purses(&j.state().bandits[0]),
        [Some(250), Some(400)],
        "not the least valuable: the one chosen"
    );
    // Then the purse of unknown value: it stays unknown in Cheyenne's books.
    act(&mut j, punch(1, LootKind::Purse, Some(1)));
    assert_eq!(purses(&j.state().bandits[0]), [Some(250), Some(400), None]);
    // A jewel falls to the floor: Cheyenne keeps purses only.
    act(&mut j, punch(1, LootKind::Jewel, None));
    assert_eq!(
        (j.state().bandits[1].jewels, j.state().bandits[0].jewels),
        (0, 0)
    );
    // Doc punches Cheyenne's $400 loose: it drops to the floor.
    act(
        &mut j,
        ColtAction::RecordPunch {
            puncher: 2,
            victim: 0,
            kind: Some(LootKind::Purse),
            purse: Some(1),
        },
    );
    assert_eq!(purses(&j.state().bandits[0]), [Some(250), None]);
    assert_eq!(purses(&j.state().bandits[2]), [Some(250)]);
    assert_eq!(
        j.act(punch(1, LootKind::Purse, Some(5))),
        Err(ColtRefusal::NoSuchPurse)
    );
}

/// Hidden values stay hidden: history, captions and voice say "a purse", never its
/// value; the books keep it for the count.
#[test]
fn purse_values_never_reach_the_history_captions_or_voice() {
    let mut j = three(
        &[Bandit::Cheyenne, Bandit::Belle, Bandit::Doc],
        CardName::Pickpocketing,
    );
    let i18n = deputy::games::i18n(Language::En);
    let mut said = Vec::new();
    let mut play = |j: &mut Journal<ColtExpress>, action: ColtAction| {
        let before = j.state().clone();
        let events: Vec<ColtEvent> = j.act(action).expect("accepted");
        let lines = j.history().last().expect("a history entry").clone();
        said.extend(lines.iter().map(|m| i18n.tr(m)));
        for cue in cues::cues(&before, &events) {
            said.extend(cue.caption.iter().map(|m| i18n.tr(m)));
            said.extend(cue.voice.iter().map(|v| v.path().to_owned()));
        }
    };
    play(
        &mut j,
        ColtAction::TakeLoot {
            bandit: 1,
            kind: LootKind::Purse,
            value: Some(purse(300)),
        },
    );
    play(
        &mut j,
        ColtAction::RecordPunch {
            puncher: 0,
            victim: 1,
            kind: Some(LootKind::Purse),
            purse: Some(1),
        },
    );
    play(
        &mut j,
        ColtAction::LoseLoot {
            bandit: 2,
            kind: LootKind::Purse,
            purse: Some(0),
        },
    );
    assert!(
        said.contains(&"Round 1: Belle takes a purse".to_owned()),
        "{said:?}"
    );
    assert!(
        said.contains(&"Round 1: Cheyenne takes a purse".to_owned()),
        "{said:?}"
    );
    assert!(
        said.contains(&"Round 1: Doc loses a purse".to_owned()),
        "{said:?}"
    );
    for line in &said {
        assert!(!line.contains('$'), "a value shown: {line}");
    }
    assert_eq!(
        purses(&j.state().bandits[0]),
        [Some(250), Some(300)],
        "the value kept for the count"
    );
}

/// The final count: each player counts the loot he holds, with the books' purses
/// already in: the sheet counts the known values once, asks for the values of
/// the purses the books hold without one, then for any others.
#[test]
fn the_final_count_asks_only_for_the_purses_beyond_the_books() {
    let mut j = to_revenge();
    take_purse(&mut j, 0, Some(300));
    take_purse(&mut j, 0, None);
    take_purse(&mut j, 0, None);
    to_final_count(&mut j);
    let sheet = &j.state().sheets().expect("sheets")[0];
    assert_eq!(
        sheet.known(),
        [purse(250), purse(300)],
        "counted from the books"
    );
    assert_eq!((sheet.loot(), sheet.unknown, sheet.to_enter()), (550, 2, 2));
    assert_eq!(j.state().purses_to_enter(), [(0, 2)]);
    // Ghost holds $250, $300, $350, $500 and $450 (a purse the books missed).
    enter(&mut j, 0, &[350, 500, 450]);
    let sheet = &j.state().sheets().expect("sheets")[0];
    assert_eq!(
        (
            sheet.loot(),
            sheet.entered(),
            sheet.to_enter(),
            sheet.beyond()
        ),
        (1850, 3, 0, 1)
    );
    assert!(j.state().purses_to_enter().is_empty());
    // The last purse added was a mistake: removed. Then one of the books' purses of
    // unknown value is not held after all.
    act(
        &mut j,
        ColtAction::RemovePurse {
            bandit: 0,
            index: 4,
        },
    );
    act(
        &mut j,
        ColtAction::RemovePurse {
            bandit: 0,
            index: 3,
        },
    );
    assert_eq!(j.state().sheets().expect("sheets")[0].to_enter(), 1);
    act(&mut j, ColtAction::ForgetPurse { bandit: 0 });
    let sheet = &j.state().sheets().expect("sheets")[0];
    assert_eq!((sheet.loot(), sheet.unknown, sheet.to_enter()), (900, 1, 0));
    assert_eq!(
        j.act(ColtAction::ForgetPurse { bandit: 0 }),
        Err(ColtRefusal::NothingToEnter(Bandit::Ghost))
    );
    // Removing a value the books knew takes it off the count.
    act(
        &mut j,
        ColtAction::RemovePurse {
            bandit: 0,
            index: 1,
        },
    );
    let sheet = &j.state().sheets().expect("sheets")[0];
    assert_eq!((sheet.known(), sheet.loot()), (&[purse(250)][..], 600));
}

/// Angry Marshal (« Marshal en colère »): after shooting, the Marshal moves one car
/// toward the caboose unless he is in it already. Deputy does not move the pawns, so the
/// books do not change; it says the exception in the event's text and spoken line.
#[test]
fn angry_marshal_says_he_stays_in_the_caboose() {
    let mut j = three(
        &[Bandit::Ghost, Bandit::Belle, Bandit::Doc],
        CardName::Pickpocketing,
    );
    play_until(
        &mut j,
        |s| matches!(s.phase, Phase::Action { resolved } if resolved == s.planned.len()),
    );
    let before = j.state().clone();
    let events = j.act(ColtAction::EndActions).expect("the event is read");
    let cues = cues::cues(&before, &events);
    let event = before.event().expect("Angry Marshal");
    assert_eq!(
        cues[0].voice,
        [cues::event_voice(event), cues::MARSHAL_MOVES]
    );
    for (lang, words) in [
        (Language::En, "unless he is already in the caboose"),
        (Language::Fr, "à moins d’être déjà dans le dernier wagon"),
    ] {
        let text = deputy::games::i18n(lang).text(event.rule_id());
        assert!(text.contains(words), "{text}");
    }
    let lines = include_str!("../sounds/lines/colt_express.txt");
    let spoken = lines
        .lines()
        .find(|l| l.starts_with("marshal_moves|"))
        .expect("the line");
    assert!(spoken.contains("unless"), "{spoken}");
    // Tick Belle: a neutral bullet, nothing else changes in the books.
    act(
        &mut j,
        ColtAction::ApplyEvent {
            affected: vec![1],
            drops: None,
        },
    );
    assert_eq!(j.state().bandits[1].received, 1);
}

/// A save written by Deputy 0.1 (before Deputy asked which purse drops): it loads, and
/// its actions keep the reading they were played with.
#[test]
fn a_save_of_deputy_0_1_loads_with_the_reading_it_was_played_with() {
    let text = include_str!("old_saves/colt-express-0.1.jsonl");
    let loaded = save::load::<ColtExpress>(text).expect("loads");
    let s = loaded.journal.state();
    assert!(ColtExpress::is_over(s));
    let Phase::Over { standings, .. } = &s.phase else {
        panic!("over");
    };
    let loot: Vec<(usize, u32)> = standings.iter().map(|r| (r.seat, r.loot)).collect();
    // As Deputy 0.1 counted it: the punch took Belle's least valuable purse, Marshal's
    // Revenge Doc's purse of unknown value.
    assert_eq!(loot, [(2, 700), (0, 500), (1, 0)]);
    // The old shapes are written as before, and read back equal.
    let old = r#"{"apply_event":{"affected":[1,2]}}"#;
    let action: ColtAction = serde_json::from_str(old).expect("reads");
    assert_eq!(
        action,
        ColtAction::ApplyEvent {
            affected: vec![1, 2],
            drops: None
        }
    );
    assert_eq!(serde_json::to_string(&action).expect("writes"), old);
    let punch: ColtAction =
        serde_json::from_str(r#"{"record_punch":{"puncher":0,"victim":1,"kind":"purse"}}"#)
            .expect("reads");
    assert!(matches!(punch, ColtAction::RecordPunch { purse: None, .. }));
}

#[test]
fn events_hand_out_neutral_bullets_and_ransoms_and_the_first_player_passes() {
    let mut j = Journal::<ColtExpress>::new(setup(
        &["Ann", "Bob", "Cy", "Di", "Ed"],
        &[
            Bandit::Ghost,
            Bandit::Belle,
            Bandit::Cheyenne,
            Bandit::Tuco,
            Bandit::Doc,
        ],
        large_deck(),
    ))
    .expect("setup");
    // Round 2 is Angry Marshal: a neutral bullet to each bandit ticked.
    play_until(&mut j, |s| s.round == 1 && s.phase == Phase::Event);
    assert_eq!(j.state().first, 1);
    act(
        &mut j,
        ColtAction::ApplyEvent {
            affected: vec![1, 3],
            drops: None,
        },
    );
    let s = j.state();
    assert_eq!((s.bandits[1].received, s.bandits[3].received), (1, 1));
    assert_eq!(s.neutral_left, 11);
    assert_eq!((s.round, s.first), (2, 2));
    // Round 5, Hostage-taking: $250 each.
    play_until(&mut j, |s| s.round == 4 && s.phase == Phase::Event);
    act(
        &mut j,
        ColtAction::ApplyEvent {
            affected: vec![4],
            drops: None,
        },
    );
    assert_eq!(
        purses(&j.state().bandits[4]),
        [Some(250), Some(250)],
        "Doc's own purse and the ransom"
    );
    assert_eq!(
        j.act(ColtAction::ApplyEvent {
            affected: vec![0],
            drops: None
        }),
        Err(ColtRefusal::WrongPhase)
    );
}

#[test]
fn shots_punches_and_refusals_in_the_books() {
    let mut j = three(
        &[Bandit::Cheyenne, Bandit::Belle, Bandit::Doc],
        CardName::Pickpocketing,
    );
    for _ in 0..6 {
        act(
            &mut j,
            ColtAction::RecordShot {
                shooter: 2,
                target: 1,
            },
        );
    }
    let before = j.state().clone();
    assert_eq!(
        j.act(ColtAction::RecordShot {
            shooter: 2,
            target: 1
        }),
        Err(ColtRefusal::NoBulletLeft(Bandit::Doc))
    );
    assert_eq!(j.state(), &before, "a refusal changes nothing");
    assert_eq!(j.state().bandits[1].received, 6);
    // Cheyenne punches Belle: Belle's purse goes to Cheyenne.
    act(
        &mut j,
        ColtAction::RecordPunch {
            puncher: 0,
            victim: 1,
            kind: Some(LootKind::Purse),
            purse: Some(0),
        },
    );
    assert_eq!(purses(&j.state().bandits[0]), [Some(250), Some(250)]);
    assert!(j.state().bandits[1].purses.is_empty());
    assert_eq!(
        j.act(ColtAction::LoseLoot {
            bandit: 1,
            kind: LootKind::Purse,
            purse: None
        }),
        Err(ColtRefusal::NoSuchLoot(Bandit::Belle, LootKind::Purse))
    );
    for _ in 0..JEWELS {
        act(
            &mut j,
            ColtAction::TakeLoot {
                bandit: 2,
                kind: LootKind::Jewel,
                value: None,
            },
        );
    }
    assert_eq!(
        j.act(ColtAction::TakeLoot {
            bandit: 0,
            kind: LootKind::Jewel,
            value: None
        }),
        Err(ColtRefusal::NoneLeft(LootKind::Jewel))
    );
    assert_eq!(
        j.act(ColtAction::EndActions),
        Err(ColtRefusal::WrongPhase),
        "the planning is not over"
    );
}

#[test]
fn the_deck_can_be_told_card_by_card() {
    let mut j = Journal::<ColtExpress>::new(setup(
        &["Ann", "Bob", "Cy", "Di", "Ed", "Flo"],
        &Bandit::ALL,
        vec![],
    ))
    .expect("setup");
    assert_eq!(j.state().phase, Phase::RoundCard);
    assert_eq!(j.state().revealable().len(), 7);
    assert_eq!(
        j.act(ColtAction::RevealRoundCard {
            card: card(CardSet::Small, CardName::Braking)
        }),
        Err(ColtRefusal::WrongSet)
    );
    let bridge = card(CardSet::Large, CardName::Bridge);
    act(&mut j, ColtAction::RevealRoundCard { card: bridge });
    assert!(matches!(
        j.state().phase,
        Phase::Planning { turn: 0, step: 0 }
    ));
    play_until(&mut j, |s| s.phase == Phase::RoundCard);
    assert_eq!(
        j.act(ColtAction::RevealRoundCard { card: bridge }),
        Err(ColtRefusal::CardUsed(CardName::Bridge))
    );
    assert_eq!(j.state().revealable().len(), 6);
}

#[test]
fn draw_three_is_noted_and_leaves_the_checklist() {
    let mut j = three(
        &[Bandit::Ghost, Bandit::Belle, Bandit::Doc],
        CardName::Pickpocketing,
    );
    assert!(j.state().ghost_may_hide(), "Ghost's first card");
    act(&mut j, ColtAction::DrawThree);
    assert!(!j.state().ghost_may_hide());
    assert_eq!(j.state().draws.len(), 1);
    play_until(&mut j, |s| matches!(s.phase, Phase::Action { .. }));
    // Angry Marshal has four turns of three players: 12 cards, one of them a draw.
    assert_eq!(j.state().planned.len(), 11);
    assert!(j.state().planned.iter().any(|p| p.face_down));
}

/// Colt Express's own invariants: bullets within the box, loot within the box, the
/// round within the game, the standings in order.
fn invariants(s: &ColtState) -> Result<(), String> {
    for b in &s.bandits {
        if b.fired > 6 {
            return Err(format!("{} fired {}", b.bandit.name(), b.fired));
        }
    }
    if s.held(LootKind::Jewel) > 6 || s.held(LootKind::Strongbox) > 2 {
        return Err("more loot than the box holds".into());
    }
    if s.neutral_left > 13 {
        return Err("more neutral bullets than the box holds".into());
    }
    if s.round >= ROUNDS {
        return Err(format!("round {}", s.round));
    }
    if let Phase::Action { resolved } = s.phase
        && resolved > s.planned.len()
    {
        return Err("resolved more than was planned".into());
    }
    if let Phase::Over { standings, .. } = &s.phase {
        for pair in standings.windows(2) {
            if pair[0].total() < pair[1].total() || pair[0].place > pair[1].place {
                return Err("standings out of order".into());
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// The kit's random play: random legal and illegal actions with undo and redo
    /// through the real table; a refusal changes nothing, replay and save equal the
    /// live state, and the books stay within the box.
    #[test]
    fn random_play_keeps_every_invariant(
        steps in kit::steps(400),
        players in 2usize..=6,
        seed in any::<u64>(),
        by_hand in any::<bool>(),
    ) {
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let prefs = ColtPrefs { random_bandits: true, deck_by_hand: by_hand, ..ColtPrefs::default() };
        let s = ColtExpressGame::setup(Seating::from_names(&names), &prefs, &mut RandChance::seeded(seed))
            .map_err(|m| TestCaseError::fail(m.id))?;
        kit::random_play::<ColtExpressGame>(s, &steps, invariants)?;
    }
}
