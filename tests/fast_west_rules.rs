//! Fast West's rules: the spec's worked example of the final duel, the duel's
//! detection, the deals, the refusals of what cannot happen, the cap of 5, the cues,
//! and random play with the game's own invariants.

mod common;

use std::collections::BTreeSet;

use common::kit;
use deputy::core::chance::{Draw, Drawn};
use deputy::core::cue::Fx;
use deputy::core::game::{Refusal, Rules};
use deputy::core::journal::Journal;
use deputy::core::players::Seating;
use deputy::games::fast_west::cues::{flip, sounds_of};
use deputy::games::fast_west::rules::{
    Card, DuelHand, EventKind, FastWest, FastWestAction, FastWestEvent, FastWestOptions,
    FastWestRefusal, FastWestSetup, FastWestState, LATE_PILE, Mode, Outcome, Phase, TOKEN_CAP,
    Visible, deal_for, event_deck, resolve_duel,
};
use deputy::games::fast_west::{FastWestGame, SOUNDS};
use deputy::services::audio::decode;
use deputy::services::chance::{Chance, RandChance};
use deputy::services::sounds::{self, COMMON};
use proptest::prelude::*;

fn setup(names: &[&str], mode: Mode) -> FastWestSetup {
    FastWestSetup {
        seating: Seating::from_names(names),
        options: FastWestOptions { mode },
        circle: (2..=names.len() as u8).collect(),
    }
}

fn act(j: &mut Journal<FastWest>, action: FastWestAction) {
    j.act(action.clone())
        .unwrap_or_else(|r| panic!("{action:?} refused: {r:?}"));
}

fn tell(j: &mut Journal<FastWest>, card: Card) {
    act(j, FastWestAction::TellFlip(card));
}

fn ev(kind: EventKind) -> Card {
    Card::Event(kind)
}

fn slowest(player: usize) -> FastWestAction {
    FastWestAction::Resolve(Outcome::Slowest { player })
}

fn hands(list: &[(u8, usize)]) -> Vec<DuelHand> {
    list.iter()
        .map(|&(bullet, target)| DuelHand { bullet, target })
        .collect()
}

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;
const E: usize = 4;

/// The history lines of the last action, in English.
fn last_lines(j: &Journal<FastWest>) -> Vec<String> {
    let i18n = deputy::games::i18n(deputy::i18n::Language::En);
    j.history()
        .last()
        .expect("lines")
        .iter()
        .map(|m| i18n.tr(m))
        .collect()
}

/// The captions of the cues of `events`, in English.
fn captions(before: &FastWestState, events: &[FastWestEvent]) -> Vec<String> {
    let i18n = deputy::games::i18n(deputy::i18n::Language::En);
    deputy::games::fast_west::cues::cues(before, events)
        .iter()
        .filter_map(|c| c.caption.as_ref().map(|m| i18n.tr(m)))
        .collect()
}

/// The worked example's hands: A 3, B 1, C 5, D 2, E 4; A→B, B→A, C→A, D→E, E→D.
fn example_hands() -> Vec<DuelHand> {
    hands(&[(3, B), (1, A), (5, A), (2, E), (4, D)])
}

/// Five cowboys, real cards, brought by events to A 2, B 4, C 1, D 3, E 0, then five
/// cactus: the final duel.
fn example_to_the_duel() -> Journal<FastWest> {
    let mut j = Journal::<FastWest>::new(setup(&["A", "B", "C", "D", "E"], Mode::RealCards))
        .expect("setup");
    tell(&mut j, ev(EventKind::Bandits)); // A flips
    act(
        &mut j,
        FastWestAction::Resolve(Outcome::Bandits {
            losers: vec![A, B, C, D],
        }),
    );
    tell(&mut j, ev(EventKind::Bandits)); // B
    act(
        &mut j,
        FastWestAction::Resolve(Outcome::Bandits {
            losers: vec![A, B, D],
        }),
    );
    tell(&mut j, ev(EventKind::Sheriff)); // C
    act(&mut j, slowest(B));
    tell(&mut j, ev(EventKind::Sheriff)); // D
    act(&mut j, slowest(B));
    tell(&mut j, ev(EventKind::Cavalry)); // E
    act(&mut j, slowest(D));
    for _ in 0..4 {
        tell(&mut j, Card::Cactus);
        assert_eq!(j.state().phase, Phase::Flipping, "cowboy faces still block");
    }
    tell(&mut j, Card::Cactus);
    j
}

#[test]
fn the_worked_example_of_the_final_duel() {
    let mut j = example_to_the_duel();
    let tokens: Vec<u8> = j.state().cowboys.iter().map(|c| c.tokens).collect();
    assert_eq!(tokens, [2, 4, 1, 3, 0], "the tokens before the duel");
    assert_eq!(j.state().phase, Phase::Duel);

    act(
        &mut j,
        FastWestAction::ResolveDuel {
            hands: example_hands(),
        },
    );
    let Phase::Over(result) = &j.state().phase else {
        panic!("the game is over: {:?}", j.state().phase);
    };
    assert_eq!(result.pairs, [(B, A), (D, E)], "A and E are hit");
    assert_eq!(result.gifts, [(B, A, 3), (D, E, 2), (C, A, 1)]);
    assert_eq!(result.tokens, [6, 4, 1, 3, 2]);
    assert_eq!(result.winner, C);
    let tokens: Vec<u8> = j.state().cowboys.iter().map(|c| c.tokens).collect();
    assert_eq!(tokens, [6, 4, 1, 3, 2], "no cap in the duel: A holds 6");
    assert!(FastWest::is_over(j.state()));
    // Each step is told in the history.
    let lines = last_lines(&j);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("B and A aim at each other")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l == "B gives 3 tokens to A"),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l == "C wins with 1 token"),
        "{lines:?}"
    );
}

#[test]
fn a_tie_for_the_fewest_tokens_goes_to_the_lowest_bullet() {
    let cowboys = example_to_the_duel().state().cowboys.clone();
    // C 1 and E 0 before; C aims at B with bullet 5: C stays at 1, E gets 2 from D.
    // Make E and C tie: E holds 1 more after; here D (2) aims at C instead of E.
    let result =
        resolve_duel(&cowboys, &hands(&[(3, B), (1, A), (4, B), (2, C), (5, D)])).expect("valid");
    // Pairs: A–B (B wins). Pointing: B 1 → A +3, D 2 → C +2, C 4 → B +1, E 5 → D +1.
    assert_eq!(result.tokens, [5, 5, 3, 4, 0]);
    assert_eq!(result.winner, E);
    let mut tied = cowboys.clone();
    tied[E].tokens = 3;
    let result =
        resolve_duel(&tied, &hands(&[(3, B), (1, A), (4, B), (2, C), (5, D)])).expect("valid");
    assert_eq!((result.tokens[C], result.tokens[E]), (3, 3));
    assert_eq!(
        result.winner, C,
        "C holds 4, E 5: the lower bullet wins the tie"
    );
}

/// The rule text: with tied tokens, the holder of the lowest bullet wins. Deputy says
/// that the bullet broke the tie, in the history and the winner's caption.
#[test]
fn a_tie_broken_by_the_lower_bullet_is_announced_as_such() {
    let mut j = example_to_the_duel();
    // A 3→B, B 1→A (a pair: A is hit), C 4→E, D 2→A, E 5→D. B gives 3 to A, D 2 to A,
    // C 1 to E, E 1 to D: A 7, B 4, C 1, D 4, E 1. C and E tie; C's bullet 4 beats 5.
    let before = j.state().clone();
    let events = j
        .act(FastWestAction::ResolveDuel {
            hands: hands(&[(3, B), (1, A), (4, E), (2, A), (5, D)]),
        })
        .expect("resolved");
    let Phase::Over(result) = &j.state().phase else {
        panic!("over");
    };
    assert_eq!(result.tokens, [7, 4, 1, 4, 1]);
    assert_eq!((result.winner, result.tied.clone()), (C, vec![C, E]));
    let lines = last_lines(&j);
    assert!(
        lines.contains(
            &"C, E tie with 1 token: C holds the lower bullet (4) and wins the tie".to_owned()
        ),
        "{lines:?}"
    );
    assert_eq!(
        captions(&before, &events),
        ["The winner is C, by the lower bullet (4)!"]
    );
    // Without a tie, nothing of the kind is said.
    j.undo();
    let before = j.state().clone();
    let events = j
        .act(FastWestAction::ResolveDuel {
            hands: example_hands(),
        })
        .expect("resolved");
    assert_eq!(captions(&before, &events), ["The winner is C!"]);
    assert!(
        last_lines(&j).iter().all(|l| !l.contains("tie")),
        "no tie to announce"
    );
}

#[test]
fn a_child_blocks_the_duel_until_covered() {
    let mut j = Journal::<FastWest>::new(setup(&["A", "B", "C"], Mode::RealCards)).expect("setup");
    tell(&mut j, Card::Cactus);
    tell(&mut j, ev(EventKind::Child));
    tell(&mut j, Card::Cactus);
    assert_eq!(j.state().visible[B], Visible::Child);
    assert_eq!(j.state().phase, Phase::Flipping, "a child blocks the duel");
    assert!(!j.state().duel_due());
    tell(&mut j, Card::Cactus); // A again
    tell(&mut j, Card::Cactus); // B covers the child
    assert_eq!(j.state().phase, Phase::Duel);
}

#[test]
fn a_waiting_event_blocks_the_duel_and_so_does_its_cowboy_face() {
    let mut j = Journal::<FastWest>::new(setup(&["A", "B", "C"], Mode::RealCards)).expect("setup");
    tell(&mut j, Card::Cactus);
    tell(&mut j, Card::Cactus);
    tell(&mut j, ev(EventKind::Sheriff));
    assert_eq!(j.state().visible[C], Visible::Waiting(EventKind::Sheriff));
    assert!(
        matches!(j.state().phase, Phase::Outcome { .. }),
        "no duel while it waits"
    );
    assert_eq!(
        j.act(FastWestAction::TellFlip(Card::Cactus)),
        Err(FastWestRefusal::OutcomeFirst(EventKind::Sheriff)),
        "no flip before the outcome"
    );
    act(&mut j, slowest(A));
    assert_eq!(j.state().visible[C], Visible::CowboyFace);
    assert_eq!(
        j.state().phase,
        Phase::Flipping,
        "a cowboy face blocks the duel"
    );
    tell(&mut j, Card::Cactus);
    tell(&mut j, Card::Cactus);
    assert_eq!(j.state().phase, Phase::Flipping);
    tell(&mut j, Card::Cactus);
    assert_eq!(j.state().phase, Phase::Duel);
}

/// The state waiting for the deal of `round` with `players` cowboys; from round 4 on,
/// each cowboy keeps 3 cactus and a roulette card from round 3.
fn waiting_for_deal(players: usize, round: u32) -> FastWestState {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut s = FastWest::start(&setup(&names, Mode::Deck)).expect("setup");
    s.round = round;
    if round > 3 {
        s.kept = vec![
            vec![
                Card::Cactus,
                ev(EventKind::Roulette),
                Card::Cactus,
                Card::Cactus
            ];
            players
        ];
    }
    s
}

#[test]
fn the_deals_for_3_6_7_and_8_players_in_rounds_1_to_4() {
    let mut chance = RandChance::seeded(7);
    let deck = event_deck();
    assert_eq!(deck.len(), 32);
    for players in [3, 6, 7, 8] {
        for round in 1..=4u32 {
            let s = waiting_for_deal(players, round);
            let awaited = FastWest::awaited(&s).expect("a deal is awaited");
            assert!(awaited.automatic);
            let drawn = chance.draw(&awaited.draw);
            let action = FastWest::drawn(&s, &drawn).expect("a deal");
            let next = FastWest::apply(&s, &action).expect("dealt").state;
            let (cactus, events) = match (players, round) {
                (_, 3 | 4) => (3, 1),
                (7 | 8, 1) => (4, 4),
                (7 | 8, 2) => (3, 2),
                (_, 1) => (3, 5),
                _ => (3, 3),
            };
            assert_eq!(deal_for(players, round), (cactus, events));
            assert_eq!(next.piles.len(), players);
            let mut dealt: Vec<EventKind> = Vec::new();
            for pile in &next.piles {
                let c = pile.iter().filter(|&&c| c == Card::Cactus).count();
                assert_eq!(
                    (c, pile.len() - c),
                    (cactus, events),
                    "{players}p round {round}"
                );
                dealt.extend(pile.iter().filter_map(|c| match c {
                    Card::Event(k) => Some(*k),
                    Card::Cactus => None,
                }));
            }
            if round <= 3 {
                // Dealt from one event deck: no kind more often than the box holds.
                for kind in EventKind::ALL {
                    let out = dealt.iter().filter(|&&k| k == kind).count();
                    assert!(out <= kind.in_box(), "{kind:?} dealt {out} times");
                }
                let Draw::Shuffles { lens } = &awaited.draw else {
                    panic!("shuffles")
                };
                assert_eq!(lens[0], 32, "the whole event deck is shuffled");
            } else {
                // Round 4: no new deal, the same 4 cards shuffled again.
                assert_eq!(
                    awaited.draw,
                    Draw::Shuffles {
                        lens: vec![LATE_PILE; players]
                    }
                );
                for (pile, kept) in next.piles.iter().zip(&s.kept) {
                    let (mut a, mut b) = (pile.clone(), kept.clone());
                    a.sort();
                    b.sort();
                    assert_eq!(a, b);
                }
            }
            assert_eq!(next.phase, Phase::Flipping);
            assert_eq!(next.turn, next.first);
        }
    }
}

#[test]
fn a_deal_of_the_wrong_shape_is_refused() {
    let s = waiting_for_deal(4, 1);
    let bad = FastWestAction::Deal {
        orders: vec![(0..32).collect()],
    };
    assert_eq!(FastWest::apply(&s, &bad), Err(FastWestRefusal::BadDeal));
    assert_eq!(
        FastWest::drawn(&s, &Drawn::Number(3)),
        None,
        "a number does not answer a deal"
    );
}

#[test]
fn a_round_ends_when_every_pile_is_empty_and_the_next_is_dealt_to_the_first_player() {
    let mut j =
        Journal::<FastWest>::new(setup(&["A", "B", "C", "D"], Mode::RealCards)).expect("setup");
    // Round 1 for 4: 3 cactus + 5 events each. A flips its events first, the others
    // their cactus first, so some event is always in view and no duel comes.
    let mut events = std::iter::repeat_n(EventKind::Child, 12)
        .chain(std::iter::repeat_n(EventKind::Sheriff, 4))
        .chain(std::iter::repeat_n(EventKind::Cavalry, 4));
    for cycle in 0..8 {
        for _ in 0..4 {
            let turn = j.state().turn;
            let event = if turn == A { cycle < 5 } else { cycle >= 3 };
            if event {
                let kind = events.next().expect("enough events");
                tell(&mut j, ev(kind));
                if kind.has_outcome() {
                    act(&mut j, slowest(turn));
                }
            } else {
                tell(&mut j, Card::Cactus);
            }
            assert_ne!(j.state().phase, Phase::Duel);
        }
    }
    let s = j.state();
    assert_eq!(s.round, 2);
    assert_eq!(s.turn, A);
    assert!(s.visible.iter().all(|v| *v == Visible::Nothing));
    assert_eq!(s.pile_size(), 6);
    assert!(s.flipped.iter().all(Vec::is_empty));
}

#[test]
fn inputs_that_cannot_happen_are_refused() {
    let mut j =
        Journal::<FastWest>::new(setup(&["A", "B", "C", "D"], Mode::RealCards)).expect("setup");
    tell(&mut j, ev(EventKind::Indians));
    let before = j.state().clone();
    assert_eq!(
        j.act(FastWestAction::Resolve(Outcome::Indians {
            held: vec![2, 2, 1, 0]
        })),
        Err(FastWestRefusal::TooManyBullets {
            held: 5,
            bullets: 4
        }),
        "more bullets held than exist"
    );
    assert_eq!(j.state(), &before, "a refusal changes nothing");
    assert_eq!(
        j.act(slowest(A)),
        Err(FastWestRefusal::WrongOutcome(EventKind::Indians))
    );
    act(
        &mut j,
        FastWestAction::Resolve(Outcome::Indians {
            held: vec![2, 2, 0, 0],
        }),
    );
    tell(&mut j, ev(EventKind::Bandits));
    assert_eq!(
        j.act(FastWestAction::Resolve(Outcome::Bandits { losers: vec![] })),
        Err(FastWestRefusal::NoBanditLoser)
    );
    assert_eq!(
        j.act(FastWestAction::Resolve(Outcome::Bandits {
            losers: vec![C, C]
        })),
        Err(FastWestRefusal::Repeated("C".into()))
    );
    act(
        &mut j,
        FastWestAction::Resolve(Outcome::Bandits { losers: vec![C] }),
    );
    // A pile of 4 cowboys in round 1 holds 3 cactus and 5 events; B's children keep
    // the duel away.
    for _ in 0..3 {
        tell(&mut j, Card::Cactus); // C
        tell(&mut j, Card::Cactus); // D
        tell(&mut j, Card::Cactus); // A
        tell(&mut j, ev(EventKind::Child)); // B
    }
    tell(&mut j, ev(EventKind::Child)); // C
    tell(&mut j, ev(EventKind::Child)); // D
    assert_eq!(j.state().turn, A);
    assert_eq!(
        j.act(FastWestAction::TellFlip(Card::Cactus)),
        Err(FastWestRefusal::NotInPile {
            name: "A".into(),
            card: Card::Cactus
        }),
        "a fourth cactus for A"
    );
    assert_eq!(
        j.act(FastWestAction::Flip),
        Err(FastWestRefusal::RealCardsMode)
    );
    // The roulette's number is 1 to N.
    tell(&mut j, ev(EventKind::Roulette));
    assert_eq!(
        j.act(FastWestAction::NameNumber(5)),
        Err(FastWestRefusal::NumberOutOfRange { bullets: 4 })
    );
    assert_eq!(
        j.act(FastWestAction::Resolve(Outcome::Roulette { drew: B })),
        Err(FastWestRefusal::NoNumber)
    );
    act(&mut j, FastWestAction::NameNumber(3));
    act(
        &mut j,
        FastWestAction::Resolve(Outcome::Roulette { drew: B }),
    );
    assert_eq!(j.state().cowboys[B].tokens, 1);
}

#[test]
fn duel_numbers_must_be_1_to_n_once_and_nobody_aims_at_himself() {
    let mut j = example_to_the_duel();
    let before = j.state().clone();
    let twice = hands(&[(3, B), (1, A), (3, A), (2, E), (4, D)]);
    assert_eq!(
        j.act(FastWestAction::ResolveDuel { hands: twice }),
        Err(FastWestRefusal::BadBullets { bullets: 5 })
    );
    let six = hands(&[(3, B), (1, A), (6, A), (2, E), (4, D)]);
    assert_eq!(
        j.act(FastWestAction::ResolveDuel { hands: six }),
        Err(FastWestRefusal::BadBullets { bullets: 5 })
    );
    let zero = hands(&[(3, B), (1, A), (0, A), (2, E), (4, D)]);
    assert!(j.act(FastWestAction::ResolveDuel { hands: zero }).is_err());
    let himself = hands(&[(3, B), (1, A), (5, C), (2, E), (4, D)]);
    let refusal = j
        .act(FastWestAction::ResolveDuel { hands: himself })
        .expect_err("C aims at himself");
    assert_eq!(refusal, FastWestRefusal::AimsAtSelf("C".into()));
    assert_eq!(refusal.message().id, "fast-west-refuse-self");
    let four = hands(&[(3, B), (1, A), (2, A), (4, E)]);
    assert_eq!(
        j.act(FastWestAction::ResolveDuel { hands: four }),
        Err(FastWestRefusal::HandsMissing)
    );
    assert_eq!(j.state(), &before);
}

/// The form's query: a bullet is refused as soon as it is entered when it is out of
/// range or another cowboy's, and a cowboy may re-enter his own.
#[test]
fn a_duel_bullet_already_held_is_refused_as_it_is_entered() {
    let j = example_to_the_duel();
    let s = j.state();
    let entered = [Some(3), None, Some(5), None, None];
    assert_eq!(s.may_hold(&entered, B, 1), Ok(()));
    assert_eq!(s.may_hold(&entered, A, 3), Ok(()), "his own, again");
    let taken = s.may_hold(&entered, B, 3).expect_err("A holds 3");
    assert_eq!(
        taken,
        FastWestRefusal::BulletTaken {
            bullet: 3,
            name: "A".into()
        }
    );
    assert_eq!(taken.message().id, "fast-west-refuse-bullet-taken");
    assert_eq!(
        s.may_hold(&entered, B, 6),
        Err(FastWestRefusal::NumberOutOfRange { bullets: 5 })
    );
    assert_eq!(
        s.may_hold(&entered, B, 0),
        Err(FastWestRefusal::NumberOutOfRange { bullets: 5 })
    );
    assert_eq!(
        s.may_hold(&entered, 5, 1),
        Err(FastWestRefusal::NoSuchPlayer)
    );
}

#[test]
fn the_cap_of_5_holds_outside_the_duel_and_not_inside_it() {
    let mut j = Journal::<FastWest>::new(setup(&["A", "B", "C"], Mode::RealCards)).expect("setup");
    // Six penalties for A: the sixth is not taken.
    let kinds = [
        EventKind::Sheriff,
        EventKind::Cavalry,
        EventKind::Sheriff,
        EventKind::Cavalry,
        EventKind::Sheriff,
        EventKind::Cavalry,
    ];
    for kind in kinds {
        tell(&mut j, ev(kind));
        act(&mut j, slowest(A));
    }
    assert_eq!(j.state().cowboys[A].tokens, TOKEN_CAP);
    // The grabbed-too-early penalty is capped too, and needs a child in view.
    assert_eq!(
        j.act(FastWestAction::GrabbedTooEarly { player: A }),
        Err(FastWestRefusal::NoChild)
    );
    tell(&mut j, ev(EventKind::Child));
    let events = j
        .act(FastWestAction::GrabbedTooEarly { player: A })
        .expect("accepted");
    assert_eq!(j.state().cowboys[A].tokens, TOKEN_CAP);
    assert!(
        format!("{events:?}").contains("applied: 0"),
        "nothing applied: {events:?}"
    );
    act(&mut j, FastWestAction::GrabbedTooEarly { player: B });
    assert_eq!(j.state().cowboys[B].tokens, 1);
    // Discards never go below 0.
    tell(&mut j, ev(EventKind::Indians));
    act(
        &mut j,
        FastWestAction::Resolve(Outcome::Indians {
            held: vec![0, 1, 2],
        }),
    );
    let tokens: Vec<u8> = j.state().cowboys.iter().map(|c| c.tokens).collect();
    assert_eq!(
        tokens,
        [5, 0, 0],
        "A takes none over 5; B and C discard to 0"
    );

    // In the final duel A goes above 5.
    for _ in 0..3 {
        tell(&mut j, Card::Cactus);
    }
    assert_eq!(j.state().phase, Phase::Duel);
    act(
        &mut j,
        FastWestAction::ResolveDuel {
            hands: hands(&[(3, B), (1, C), (2, A)]),
        },
    );
    // No pair: B 1 → C +3, C 2 → A +2, A 3 → B +1.
    let tokens: Vec<u8> = j.state().cowboys.iter().map(|c| c.tokens).collect();
    assert_eq!(tokens, [7, 1, 3]);
}

#[test]
fn each_event_kind_has_its_own_cue_and_every_file_decodes() {
    let sets = [&COMMON, &SOUNDS];
    let mut effects = BTreeSet::new();
    let mut voices = BTreeSet::new();
    for kind in EventKind::ALL {
        let (fx, voice) = sounds_of(kind);
        effects.insert(fx);
        voices.insert(voice);
        let cue = flip(ev(kind));
        assert_eq!(cue.fx, [fx]);
        assert_eq!(cue.voice, [voice]);
        assert!(cue.caption.is_some(), "{kind:?} is shown");
        let bytes = sounds::fx_file(&sets, fx).unwrap_or_else(|| panic!("{fx:?} has no file"));
        decode(bytes).unwrap_or_else(|e| panic!("{fx:?}: {e}"));
        for language in [deputy::i18n::Language::En, deputy::i18n::Language::Fr] {
            let bytes = sounds::voice_file(&sets, language, voice)
                .unwrap_or_else(|| panic!("{voice:?} has no file"));
            decode(bytes).unwrap_or_else(|e| panic!("{voice:?}: {e}"));
        }
    }
    assert_eq!(effects.len(), EventKind::ALL.len(), "one effect per kind");
    assert_eq!(voices.len(), EventKind::ALL.len(), "one voice per kind");
    let cactus = flip(Card::Cactus);
    assert!(
        !effects.contains(&cactus.fx[0]),
        "a cactus has its own soft flip"
    );
    assert!(cactus.voice.is_empty());
    assert!(!effects.contains(&Fx::BELL), "the duel's bell is its own");
}

/// The game's own invariants: every card dealt in a round in exactly one pile, the
/// flipped cards the top of their pile, tokens at most 5 before the duel.
fn invariants(s: &FastWestState) -> Result<(), String> {
    let n = s.cowboys.len();
    let (cactus, events) = deal_for(n, s.round);
    if s.mode == Mode::Deck && s.phase != Phase::Dealing {
        let mut dealt: Vec<EventKind> = Vec::new();
        for (p, pile) in s.piles.iter().enumerate() {
            let c = pile.iter().filter(|&&c| c == Card::Cactus).count();
            if (c, pile.len() - c) != (cactus, events) {
                return Err(format!("pile {p} of round {}: {pile:?}", s.round));
            }
            if !pile.starts_with(&s.flipped[p]) {
                return Err(format!("flipped {:?} not from pile {pile:?}", s.flipped[p]));
            }
            dealt.extend(pile.iter().filter_map(|c| match c {
                Card::Event(k) => Some(*k),
                Card::Cactus => None,
            }));
        }
        for kind in EventKind::ALL {
            if dealt.iter().filter(|&&k| k == kind).count() > kind.in_box() {
                return Err(format!("more {kind:?} dealt than the box holds"));
            }
        }
    }
    for (p, f) in s.flipped.iter().enumerate() {
        if f.len() > cactus + events {
            return Err(format!("{p} flipped {} of {}", f.len(), cactus + events));
        }
    }
    if !matches!(s.phase, Phase::Over(_)) && s.cowboys.iter().any(|c| c.tokens > TOKEN_CAP) {
        return Err(format!("over the cap: {:?}", s.cowboys));
    }
    if s.phase == Phase::Duel && !s.duel_due() {
        return Err("a duel without every cactus".into());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// Random play through the real table, Deputy's deck, 3 and 8 cowboys.
    #[test]
    fn random_play_with_the_deck_keeps_every_invariant(
        steps in kit::steps(300),
        eight in any::<bool>(),
    ) {
        let names: &[&str] = if eight {
            &["A", "B", "C", "D", "E", "F", "G", "H"]
        } else {
            &["A", "B", "C"]
        };
        kit::random_play::<FastWestGame>(setup(names, Mode::Deck), &steps, invariants)?;
    }

    /// Random play with the real cards, 5 cowboys.
    #[test]
    fn random_play_with_real_cards_keeps_every_invariant(steps in kit::steps(300)) {
        kit::random_play::<FastWestGame>(
            setup(&["A", "B", "C", "D", "E"], Mode::RealCards),
            &steps,
            invariants,
        )?;
    }
}
