//! Gnadenlos!'s rules: the payday worked example of `gnadenlos.md`, payday starting
//! again after compaction, the distinct-sum refusal, a third vulture in the middle of a
//! payday, event ties, and random play with the game's own invariants.

mod common;

use common::kit;
use deputy::core::game::Rules;
use deputy::core::journal::Journal;
use deputy::core::pips::Pips;
use deputy::core::players::Seating;
use deputy::games::gnadenlos::rules::{
    CardCount, DebtValue, EndReason, EventKind, Gnadenlos, GnadenlosAction, GnadenlosEvent,
    GnadenlosOptions, GnadenlosRefusal, GnadenlosSetup, GnadenlosState, LAST_VULTURE, MarketCard,
    Phase, TakeOverProblem, UnderWay, rank,
};
use deputy::games::gnadenlos::{GnadenlosGame, SeatBooks, TakeOverForm};
use proptest::prelude::*;

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;

fn setup(names: &[&str]) -> GnadenlosSetup {
    GnadenlosSetup {
        seating: Seating::from_names(names),
        options: GnadenlosOptions::default(),
        opening_market: (0..2 * names.len()).collect(),
        under_way: None,
    }
}

fn v(value: u8) -> DebtValue {
    DebtValue::new(value).expect("0 to 4")
}

fn p(value: u8) -> Pips {
    Pips::new(value).expect("1 to 6")
}

/// A market from "A1 B2 …" (owner letter, value).
fn market(cards: &str) -> Vec<Option<MarketCard>> {
    cards
        .split_whitespace()
        .map(|c| {
            let owner = usize::from(c.as_bytes()[0] - b'A');
            Some(MarketCard {
                owner,
                value: v(c[1..].parse().expect("a value")),
            })
        })
        .collect()
}

/// The market as "A1 B2 …", holes left out.
fn shown(s: &GnadenlosState) -> String {
    s.market_cards()
        .map(|c| format!("{}{}", char::from(b'A' + c.owner as u8), c.value.get()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Three players A, B, C at payday with this market and these nuggets.
fn at_payday(cards: &str, nuggets: [u32; 3]) -> GnadenlosState {
    let mut s = Gnadenlos::start(&setup(&["A", "B", "C"])).expect("start");
    s.market = market(cards);
    for (b, n) in s.players.iter_mut().zip(nuggets) {
        b.nuggets = n;
    }
    s.phase = Phase::Payday;
    s
}

fn roll(s: &GnadenlosState, face: u8) -> (GnadenlosState, Vec<GnadenlosEvent>) {
    let applied = Gnadenlos::apply(s, &GnadenlosAction::RollDie { face: p(face) })
        .unwrap_or_else(|r| panic!("roll {face} refused: {r:?}"));
    (applied.state, applied.events)
}

#[test]
fn payday_worked_example_of_the_spec() {
    let s = at_payday("A1 B2 C1 A2 B1 C2 A3 B0 C2 A1 B4 C3 A2 B1", [3, 1, 5]);
    assert_eq!(s.rows(), 3, "14 cards: 3 started rows");
    assert!(s.payday_due());
    let hand_b = s.players[B].hand;

    // 6: the last card of column 6 is C3 (row 2).
    let (s, events) = roll(&s, 6);
    assert!(events.contains(&GnadenlosEvent::Paid {
        player: C,
        value: v(3),
        column: 6
    }));
    assert_eq!(s.players[C].nuggets, 2);
    // 2: B1 in row 3.
    let (s, _) = roll(&s, 2);
    assert_eq!(s.players[B].nuggets, 0);
    // 2 again: now B0 in row 2, always paid.
    let (s, events) = roll(&s, 2);
    assert!(events.contains(&GnadenlosEvent::Paid {
        player: B,
        value: v(0),
        column: 2
    }));
    assert_eq!(s.phase, Phase::Payday, "the payday goes on");
    // 5: B4, which B cannot pay: a vulture, nothing paid, the payday ends.
    let (s, events) = roll(&s, 5);
    assert!(events.contains(&GnadenlosEvent::CannotPay {
        player: B,
        value: v(4),
        column: 5
    }));
    assert!(events.contains(&GnadenlosEvent::VultureTaken {
        player: B,
        vultures: 1
    }));
    assert_eq!(s.players[B].nuggets, 0);
    assert_eq!(s.players[B].vultures, 1);
    assert_eq!(
        (
            s.players[A].nuggets,
            s.players[B].nuggets,
            s.players[C].nuggets
        ),
        (3, 0, 2)
    );
    // Every revealed card went back to its owner: B1, B0 and B4.
    let mut expected = hand_b;
    for value in [1, 0, 4] {
        expected[value] += 1;
    }
    assert_eq!(s.players[B].hand, expected);
    // The market is laid again without holes: 10 cards, 2 rows, payday over.
    assert_eq!(shown(&s), "A1 B2 C1 A2 B1 C2 A3 C2 A1 A2");
    assert_eq!(s.market.len(), 10);
    assert_eq!(s.rows(), 2);
    assert!(events.contains(&GnadenlosEvent::PaydayEnded { rows: 2 }));
    assert_eq!(s.phase, Phase::Event, "the turn passed");
    assert_eq!(s.active, 1);
}

#[test]
fn a_payday_starts_again_after_compaction() {
    // 19 cards: 4 rows for 3 players. Column 6 is emptied by three rolls; a fourth 6
    // finds it empty and ends the payday; the 16 cards left still make 3 rows.
    let s = at_payday(
        "A1 B1 C1 A1 B1 C1 A1 B1 C1 A1 B1 C1 A1 B1 C1 A1 B1 C1 A1",
        [10, 10, 10],
    );
    assert_eq!(s.rows(), 4);
    let (s, _) = roll(&s, 6);
    let (s, _) = roll(&s, 6);
    let (s, _) = roll(&s, 6);
    assert_eq!(s.last_in_column(6), None);
    assert_eq!(s.market.len(), 19, "holes stay until the payday ends");
    let (s, events) = roll(&s, 6);
    assert!(events.contains(&GnadenlosEvent::EmptyColumn { column: 6 }));
    let ended = events
        .iter()
        .position(|e| *e == GnadenlosEvent::PaydayEnded { rows: 3 })
        .expect("the payday ended");
    let again = events
        .iter()
        .position(|e| *e == GnadenlosEvent::PaydayStarted { rows: 3 })
        .expect("and started again");
    assert!(ended < again);
    assert_eq!(s.market.len(), 16, "compacted");
    assert_eq!(s.phase, Phase::Payday);
    assert_eq!(s.active, 0, "still the same turn");
}

#[test]
fn the_game_ends_on_a_third_vulture_in_the_middle_of_a_payday() {
    let mut s = at_payday("A1 B2 C1 A2 B1 C2 A3 B0 C2 A1 B4 C3 A2 B1", [3, 0, 5]);
    s.players[B].vultures = LAST_VULTURE - 1;
    // 2: B1 in row 3, which B cannot pay.
    let (s, events) = roll(&s, 2);
    assert_eq!(s.players[B].vultures, LAST_VULTURE);
    assert!(matches!(
        s.phase,
        Phase::Over {
            reason: EndReason::ThirdVulture(B),
            ..
        }
    ));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GnadenlosEvent::GameOver { .. }))
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GnadenlosEvent::PaydayStarted { .. })),
        "no payday after the end"
    );
    assert!(Gnadenlos::is_over(&s));
    assert_eq!(
        Gnadenlos::apply(&s, &GnadenlosAction::RollDie { face: p(1) }),
        Err(GnadenlosRefusal::GameOver)
    );
}

/// The end rules: a player with two vultures takes the third, and ends the game, on the
/// first card of theirs a payday turns over that they cannot pay; with an empty purse
/// any card above 0. The rules say who stands there, for the table's warning.
#[test]
fn two_vultures_and_too_few_nuggets_are_one_unpaid_card_from_the_end() {
    let mut s = at_payday("A1 B2 C1 A2 B1 C2 A3 B0 C2 A1 B4 C3 A2 B1", [3, 0, 5]);
    assert_eq!(s.one_unpaid_card_from_the_end(), Vec::<usize>::new());
    s.players[B].vultures = LAST_VULTURE - 1;
    assert_eq!(s.one_unpaid_card_from_the_end(), [B], "B's purse is empty");
    // Enough to pay every card of theirs: no warning.
    s.players[B].nuggets = 4;
    assert_eq!(s.one_unpaid_card_from_the_end(), Vec::<usize>::new());
    s.players[B].nuggets = 3;
    assert_eq!(s.one_unpaid_card_from_the_end(), [B], "B4 is more than 3");
    // One vulture only: an unpaid card costs a vulture, not the game.
    s.players[B].vultures = 1;
    s.players[A].vultures = LAST_VULTURE - 1;
    s.players[A].nuggets = 0;
    assert_eq!(s.one_unpaid_card_from_the_end(), [A]);
}

/// A journal at the recruitment of the first turn: A wins a gold rush (strengths 5, 3,
/// 2; B second), no prestige, a recruitment with 2 adventurers revealed.
fn at_bidding() -> Journal<Gnadenlos> {
    let mut j = Journal::<Gnadenlos>::new(setup(&["A", "B", "C"])).expect("setup");
    j.act(GnadenlosAction::ResolveEvent {
        kind: EventKind::GoldRush {
            first: 4,
            second: 2,
        },
        strengths: vec![Some(p(5)), Some(p(3)), Some(p(2))],
    })
    .expect("event");
    j.act(GnadenlosAction::BuyPrestige { nuggets: 0 })
        .expect("no prestige");
    j.act(GnadenlosAction::StartRecruitment { revealed: 2 })
        .expect("recruit");
    j
}

#[test]
fn a_sum_already_bid_is_refused_and_changes_nothing() {
    let mut j = at_bidding();
    j.act(GnadenlosAction::Bid {
        cards: vec![v(1), v(2)],
    })
    .expect("A bids 3");
    let before = j.state().clone();
    let cursor = j.cursor();
    let refusal = j
        .act(GnadenlosAction::Bid { cards: vec![v(3)] })
        .expect_err("3 is taken");
    assert_eq!(
        refusal,
        GnadenlosRefusal::SumTaken {
            sum: 3,
            taken: vec![3]
        }
    );
    assert_eq!(j.state(), &before);
    assert_eq!(j.cursor(), cursor);
    let message = deputy::core::game::Refusal::message(&refusal);
    assert_eq!(message.id, "gnadenlos-refuse-sum-taken");
    // Another sum is accepted.
    j.act(GnadenlosAction::Bid { cards: vec![v(4)] })
        .expect("B bids 4");
}

#[test]
fn the_lowest_bid_comes_back_and_the_others_go_to_the_market_in_bidding_order() {
    let mut j = at_bidding();
    let market_before = j.state().market.len();
    let hand_c = j.state().players[C].hand;
    for cards in [vec![v(1), v(2)], vec![v(4)], vec![v(0)]] {
        j.act(GnadenlosAction::Bid { cards }).expect("bid");
    }
    let s = j.state();
    assert_eq!(
        s.players[A].adventurers, 2,
        "A won the gold rush (1 left), recruits 1"
    );
    assert_eq!(s.players[B].adventurers, 3);
    assert_eq!(
        s.players[C].adventurers, 2,
        "C bid lowest and recruits nobody"
    );
    assert_eq!(s.players[C].hand, hand_c, "C took the bid back");
    let added: Vec<(usize, u8)> = s.market[market_before..]
        .iter()
        .flatten()
        .map(|c| (c.owner, c.value.get()))
        .collect();
    assert_eq!(added, [(A, 1), (A, 2), (B, 4)]);
    assert_eq!(s.players[A].nuggets, 14, "first place of the gold rush");
    assert_eq!(s.players[B].nuggets, 12, "second place");
}

#[test]
fn a_player_may_pass_only_without_a_free_sum() {
    let mut j = at_bidding();
    let refusal = j.act(GnadenlosAction::Pass).expect_err("A holds cards");
    assert_eq!(refusal, GnadenlosRefusal::MustBid { name: "A".into() });
}

#[test]
fn ties_follow_the_spec() {
    let s = |v: &[u8]| v.iter().map(|&x| Pips::new(x)).collect::<Vec<_>>();
    let r = rank(&s(&[5, 5, 2]));
    assert_eq!(
        (r.winners, r.seconds, r.losers),
        (vec![0, 1], vec![], vec![2])
    );
    let r = rank(&s(&[6, 3, 3, 1]));
    assert_eq!(
        (r.winners, r.seconds, r.losers),
        (vec![0], vec![1, 2], vec![3])
    );
    let r = rank(&s(&[4, 4, 4]));
    assert_eq!((r.winners, r.losers), (vec![0, 1, 2], vec![]));
    let r = rank(&[Some(p(2)), None, Some(p(1))]);
    assert_eq!((r.winners, r.losers), (vec![0], vec![2]));
}

#[test]
fn high_noon_winners_take_back_two_cards_and_the_undertaker_walks() {
    let mut j = Journal::<Gnadenlos>::new(setup(&["A", "B", "C"])).expect("setup");
    j.act(GnadenlosAction::ResolveEvent {
        kind: EventKind::HighNoon,
        strengths: vec![Some(p(6)), Some(p(4)), Some(p(1))],
    })
    .expect("high noon");
    let s = j.state().clone();
    assert_eq!(s.undertaker, 1);
    assert_eq!(s.picker(), Some((A, 2)));
    assert_eq!(s.players[C].adventurers, 1, "the loser discards too");
    assert_eq!(s.players[B].adventurers, 2);
    let refusal = j
        .act(GnadenlosAction::PickCards { slots: vec![0] })
        .expect_err("two cards");
    assert_eq!(refusal, GnadenlosRefusal::PickCount { want: 2 });
    let owners: Vec<usize> = [0, 5]
        .iter()
        .map(|&i| s.market[i].expect("card").owner)
        .collect();
    j.act(GnadenlosAction::PickCards { slots: vec![0, 5] })
        .expect("picked");
    let after = j.state();
    assert_eq!(after.phase, Phase::Prestige);
    assert_eq!(after.market.len(), 4, "compacted");
    let in_hands: u32 = owners.len() as u32;
    let total: u32 = after.players.iter().map(|b| b.cards_in_hand()).sum();
    let before_total: u32 = s.players.iter().map(|b| b.cards_in_hand()).sum();
    assert_eq!(total, before_total + in_hands);
}

#[test]
fn setup_needs_three_or_four_players_and_sane_box_values() {
    assert!(Gnadenlos::start(&setup(&["A", "B"])).is_err());
    assert!(Gnadenlos::start(&setup(&["A", "B", "C", "D", "E"])).is_err());
    let mut bad = setup(&["A", "B", "C"]);
    bad.options.debt_split[1] = 0;
    assert!(matches!(
        Gnadenlos::start(&bad),
        Err(GnadenlosRefusal::Options(_))
    ));
    let mut bad = setup(&["A", "B", "C"]);
    bad.opening_market = vec![0, 0, 1, 2, 3, 4];
    assert_eq!(Gnadenlos::start(&bad), Err(GnadenlosRefusal::OpeningMarket));
    let s = Gnadenlos::start(&setup(&["A", "B", "C", "D"])).expect("four");
    assert_eq!(s.market.len(), 8, "each player's 1 and 2");
    assert_eq!(s.players[0].nuggets, 10);
    assert_eq!(s.players[0].cards_in_hand(), 11);
}

/// A market's cards from "A1 B2 …", for a game taken over.
fn cards(text: &str) -> Vec<MarketCard> {
    market(text).into_iter().flatten().collect()
}

/// Issue 17, point 10. A game begun without Deputy is taken over as it lies: « Chaque
/// prétendant à la domination de la ville va recevoir 10 pépites, les 13 cartes "Dette" à
/// sa couleur et 2 cartes "Aventuriers" » — later in the game each player's books differ,
/// and Deputy takes them as entered: nuggets, vultures, hat, adventurers, debt cards in
/// hand, the undertaker and the market.
#[test]
fn a_game_under_way_is_taken_over_with_every_players_books() {
    let mut s = setup(&["A", "B", "C"]);
    s.seating.first = 2;
    // The default split: two 0s, three 1s, 2s and 3s, two 4s (13 cards a colour).
    let market = cards("A1 B2 C1 A2 B1 C2 A3 B0");
    let table = UnderWay {
        market: market.clone(),
        nuggets: vec![3, 14, 0],
        hands: vec![[2, 2, 2, 2, 2], [1, 2, 2, 3, 2], [2, 2, 2, 3, 2]],
        adventurers: vec![1, 3, 0],
        vultures: vec![0, 2, 1],
        hats: vec![12, 6, 30],
        undertaker: 4,
        events_flipped: 5,
    };
    s.under_way = Some(table.clone());
    let state = Gnadenlos::start(&s).expect("taken over");
    let books = |p: usize| {
        let b = &state.players[p];
        (b.nuggets, b.vultures, b.hat, b.adventurers, b.hand)
    };
    assert_eq!(books(A), (3, 0, 12, 1, [2, 2, 2, 2, 2]));
    assert_eq!(books(B), (14, 2, 6, 3, [1, 2, 2, 3, 2]));
    assert_eq!(books(C), (0, 1, 30, 0, [2, 2, 2, 3, 2]));
    assert_eq!(state.undertaker, 4);
    assert_eq!(state.events_flipped, 5, "5 of the 7 event cards used");
    assert_eq!(shown(&state), "A1 B2 C1 A2 B1 C2 A3 B0");
    assert_eq!((state.active, state.phase.clone()), (C, Phase::Event));

    // Impossible entries are refused, each with its sentence and its player.
    let refused = |f: &dyn Fn(&mut UnderWay)| {
        let mut bad = s.clone();
        let mut t = table.clone();
        f(&mut t);
        bad.under_way = Some(t);
        match Gnadenlos::start(&bad) {
            Err(GnadenlosRefusal::UnderWay(problem)) => problem,
            other => panic!("accepted or refused otherwise: {other:?}"),
        }
    };
    // More debt cards than a colour has: A's three 1s in hand and one in the market.
    assert_eq!(
        refused(&|t| t.hands[A][1] = 3),
        TakeOverProblem::TooManyCards(CardCount {
            player: A,
            name: "A".into(),
            value: 1,
            in_hand: 3,
            in_market: 1,
            per_colour: 3,
        })
    );
    assert!(matches!(
        refused(&|t| t.hands[C][4] = 1),
        TakeOverProblem::MissingCards(CardCount {
            player: C,
            value: 4,
            ..
        })
    ));
    assert_eq!(
        refused(&|t| t.events_flipped = 7),
        TakeOverProblem::EventCards { last: 6 },
        "the deck of 7 is shuffled again after the seventh"
    );
    assert!(matches!(
        refused(&|t| t.vultures[B] = 3),
        TakeOverProblem::Vultures { player: B, .. }
    ));
    assert!(matches!(
        refused(&|t| t.hats[A] = 35),
        TakeOverProblem::Hat {
            player: A,
            last: 34,
            ..
        }
    ));
    assert!(matches!(
        refused(&|t| t.hats[A] = 0),
        TakeOverProblem::Hat { .. }
    ));
    assert_eq!(
        refused(&|t| t.undertaker = 6),
        TakeOverProblem::Undertaker { last: 5 }
    );
    assert_eq!(
        refused(&|t| t.market.push(MarketCard {
            owner: 3,
            value: v(1)
        })),
        TakeOverProblem::NoSuchOwner { slot: 8 }
    );
    assert_eq!(
        refused(&|t| t.adventurers.pop().map(drop).unwrap_or_default()),
        TakeOverProblem::Entries {
            entries: 2,
            players: 3
        }
    );
    let message = refused(&|t| t.hands[A][1] = 3).message();
    assert_eq!(message.id, "gnadenlos-take-over-too-many");
}

/// The Setup form's table: a hand not entered follows the market, every list has one
/// entry per player, and a seat removed keeps what was entered for it.
#[test]
fn the_take_over_form_gives_one_entry_per_player() {
    let options = GnadenlosOptions::default();
    let mut form = TakeOverForm {
        on: true,
        market: cards("A1 B2 C1 C1"),
        undertaker: 2,
        ..TakeOverForm::default()
    };
    form.seat_mut(1).nuggets = 7;
    form.seat_mut(3).vultures = 2;
    form.seat_mut(2).hand = Some([2, 1, 3, 3, 2]);
    let t = form.under_way(&options, 3);
    assert_eq!(t.nuggets, [10, 7, 10]);
    assert_eq!(t.vultures, [0, 0, 0], "the fourth seat is not at the table");
    assert_eq!(t.hats, [6, 6, 6]);
    assert_eq!(t.adventurers, [2, 2, 2]);
    assert_eq!(t.hands[0], [2, 2, 3, 3, 2], "13 less A's 1 in the market");
    assert_eq!(t.hands[2], [2, 1, 3, 3, 2]);
    assert!(
        t.problems(&options, &["A".into(), "B".into(), "C".into()])
            .is_empty()
    );
    assert_eq!(
        form.seat(3),
        SeatBooks {
            vultures: 2,
            ..SeatBooks::default()
        }
    );
    // Entered on the form and started: the books are the form's.
    let mut s = setup(&["A", "B", "C"]);
    s.under_way = Some(t);
    let state = Gnadenlos::start(&s).expect("taken over");
    assert_eq!(state.players[B].nuggets, 7);
    assert_eq!(state.undertaker, 2);
}

/// A save written before the Setup form existed (main's format: `under_way` with only
/// the market and the nuggets) still loads, every other book at its default.
#[test]
fn a_game_taken_over_in_the_old_format_still_loads() {
    let text = r#"{"format":1,"game":"gnadenlos","app_version":"0.1.0","created_unix_secs":1795400000,"setup":{"seating":{"first":0,"players":[{"colour":"red","name":"A"},{"colour":"blue","name":"B"},{"colour":"green","name":"C"}]},"options":{},"opening_market":[0,1,2,3,4,5],"under_way":{"market":[{"owner":0,"value":1},{"owner":1,"value":2},{"owner":2,"value":4}],"nuggets":[3,1,5]}}}
{"act":{"resolve_event":{"kind":"poker","strengths":[3,3,3]}}}
"#;
    let loaded = deputy::core::save::load::<Gnadenlos>(text).expect("the old save loads");
    let s = loaded.journal.state();
    assert_eq!(
        s.players.iter().map(|b| b.nuggets).collect::<Vec<_>>(),
        [3, 1, 5]
    );
    assert_eq!(s.players[C].hand, [2, 3, 3, 3, 1], "13 less C's 4");
    assert!(
        s.players
            .iter()
            .all(|b| b.vultures == 0 && b.adventurers == 1)
    );
    assert_eq!(s.undertaker, 0);
}

/// Issue 17, point 11. « Ruée vers l'or : récupérer des pépites d'or à la banque », the
/// first place and, when it is not tied, the second: every payout is known before the
/// event is applied, and the preview changes nothing.
#[test]
fn the_event_preview_shows_every_payout_before_it_is_applied() {
    let j = Journal::<Gnadenlos>::new(setup(&["A", "B", "C"])).expect("setup");
    let before = j.state().clone();
    let kind = EventKind::GoldRush {
        first: 4,
        second: 2,
    };
    let strengths = [Some(p(5)), Some(p(3)), Some(p(2))];
    let events = before.event_outcome(kind, &strengths).expect("legal");
    assert!(events.contains(&GnadenlosEvent::NuggetsWon {
        player: A,
        nuggets: 4
    }));
    assert!(events.contains(&GnadenlosEvent::NuggetsWon {
        player: B,
        nuggets: 2
    }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GnadenlosEvent::NuggetsWon { player: C, .. }))
    );
    assert_eq!(j.state(), &before, "a preview applies nothing");
    // And the event applied pays exactly what the preview said.
    let applied = Gnadenlos::apply(
        &before,
        &GnadenlosAction::ResolveEvent {
            kind,
            strengths: strengths.to_vec(),
        },
    )
    .expect("legal");
    assert_eq!(applied.events, events);
    // A tied first place pays no second place.
    let tied = [Some(p(5)), Some(p(5)), Some(p(2))];
    let events = before.event_outcome(kind, &tied).expect("legal");
    let paid: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, GnadenlosEvent::NuggetsWon { .. }))
        .collect();
    assert_eq!(paid.len(), 2);
    assert!(events.contains(&GnadenlosEvent::NuggetsWon {
        player: B,
        nuggets: 4
    }));
}

/// Issue 17, point 12. « Un joueur reçoit son troisième vautour. Quand la partie
/// s'arrête, le joueur le plus avancé sur la piste est déclaré gagnant. » With the
/// default "a vulture costs 0 spaces at the end" the player who took the third vulture
/// can win; with a cost, the vultures count against them.
#[test]
fn the_third_vulture_ends_the_game_and_its_holder_can_win_at_cost_0() {
    let third = |cost: u8| {
        let mut s = at_payday("A1 B2 C1 A2 B1 C2 A3 B0 C2 A1 B4 C3 A2 B1", [3, 0, 5]);
        s.options.vulture_final_cost = cost;
        s.players[B].vultures = LAST_VULTURE - 1;
        s.players[A].hat = 12;
        s.players[B].hat = 20;
        s.players[C].hat = 15;
        // 2: B1 in row 3, which B cannot pay: the third vulture.
        roll(&s, 2).0
    };
    let s = third(0);
    assert_eq!(
        s.phase,
        Phase::Over {
            reason: EndReason::ThirdVulture(B),
            winners: vec![B],
        }
    );
    // At 3 spaces a vulture, B's 20 counts 11: C (15) wins.
    let s = third(3);
    assert_eq!(
        s.phase,
        Phase::Over {
            reason: EndReason::ThirdVulture(B),
            winners: vec![C],
        }
    );
    assert_eq!(s.standings()[0], (C, 15));
}

/// The game's own invariants: every debt card in exactly one place, vultures at most 3,
/// hats on the track, the undertaker not past RIP, the market without holes outside a
/// payday or a High Noon.
fn invariants(s: &GnadenlosState) -> Result<(), String> {
    let split = s.options.debt_split;
    for (owner, b) in s.players.iter().enumerate() {
        let mut counts = b.hand;
        for c in s.market_cards().filter(|c| c.owner == owner) {
            counts[usize::from(c.value.get())] += 1;
        }
        if let Phase::Bidding { bids, .. } = &s.phase {
            for bid in bids.iter().filter(|bid| bid.player == owner) {
                for c in &bid.cards {
                    counts[usize::from(c.get())] += 1;
                }
            }
        }
        if counts != split {
            return Err(format!("{}'s debt cards: {counts:?} for {split:?}", b.name));
        }
        if b.vultures > LAST_VULTURE {
            return Err(format!("{} has {} vultures", b.name, b.vultures));
        }
        if b.hat == 0 || b.hat > s.options.finish() {
            return Err(format!("{}'s hat is off the track: {}", b.name, b.hat));
        }
    }
    let nuggets: u64 = s.players.iter().map(|b| u64::from(b.nuggets)).sum();
    if nuggets > 10_000 {
        return Err(format!("nuggets out of bounds: {nuggets}"));
    }
    if s.undertaker > s.options.undertaker_spaces {
        return Err(format!("the undertaker is past RIP: {}", s.undertaker));
    }
    let holes = s.market.iter().any(Option::is_none);
    if holes && !matches!(s.phase, Phase::Payday | Phase::HighNoonPicks { .. }) {
        return Err(format!("holes in the market in {:?}", s.phase));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// The kit's random play on Gnadenlos! with 3 and 4 players: random legal and
    /// illegal actions and draws, undo and redo through the real table; a refusal
    /// changes nothing, replay and save equal the live state, and the game's own
    /// invariants hold after every step.
    #[test]
    fn random_play_keeps_every_invariant(steps in kit::steps(300), four in any::<bool>()) {
        let names: &[&str] = if four { &["A", "B", "C", "D"] } else { &["A", "B", "C"] };
        let mut s = setup(names);
        s.opening_market.reverse();
        kit::random_play::<GnadenlosGame>(s, &steps, invariants)?;
    }
}
